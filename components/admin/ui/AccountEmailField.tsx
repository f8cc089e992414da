import { TextField } from './TextField';

type Props = { error?: string; announceError?: boolean };

/** The email a team member signs in with: the sign-in and forgot-password forms ask for it. */
export function AccountEmailField(props: Props) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="username"
      required
      maxLength={254}
      {...props}
    />
  );
}
