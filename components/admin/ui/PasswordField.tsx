import { PASSWORD_MAX } from '@/lib/accounts/account-schema';
import { TextField } from './TextField';

type Props = Omit<React.ComponentProps<typeof TextField>, 'type' | 'autoComplete'> & {
  /** A password being chosen, not one being typed from memory: managers offer a new one. */
  chosen?: boolean;
};

/** A password's field: hidden as typed, filled by password managers, as long as the doors take. */
export function PasswordField({ chosen, ...field }: Props) {
  return (
    <TextField
      type="password"
      autoComplete={chosen ? 'new-password' : 'current-password'}
      maxLength={PASSWORD_MAX}
      {...field}
    />
  );
}
