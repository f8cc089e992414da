import 'server-only';
import type { CurrentAccount } from '@/lib/auth/current-account';
import { can } from '@/lib/accounts/roles';
import { ROLE_LABELS } from '@/lib/domain/role';
import { isTwoFactorRequired, unusedRecoveryCodes } from '@/lib/accounts/two-factor';
import { PageTitle } from '../ui/PageTitle';
import { PasswordForm } from './PasswordForm';
import { TurnOnTwoFactor } from './TurnOnTwoFactor';
import { TwoFactorOn } from './TwoFactorOn';
import { TwoFactorPolicyForm } from './TwoFactorPolicyForm';
import styles from './Account.module.css';

export const TWO_FACTOR_REQUIRED_NOTICE =
  'The owner requires two-factor sign-in for everyone: turn it on to continue.';

/** The signed-in person's own account: details, password, two-factor; for owners, the policy. */
export async function AccountView({ account }: { account: CurrentAccount }) {
  const required = await isTwoFactorRequired();
  const unusedCodes = account.twoFactorOn ? await unusedRecoveryCodes(account.id) : 0;
  return (
    <>
      <PageTitle>My account</PageTitle>
      {account.mustTurnOnTwoFactor ? (
        <p role="alert" className={styles.required}>
          {TWO_FACTOR_REQUIRED_NOTICE}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="account-details">
        <h2 id="account-details" className={styles.heading}>
          Your details
        </h2>
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>{account.name}</dd>
          <dt>Email</dt>
          <dd>{account.email}</dd>
          <dt>Role</dt>
          <dd>{ROLE_LABELS[account.role]}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="account-password">
        <h2 id="account-password" className={styles.heading}>
          Password
        </h2>
        {account.primary ? (
          <p>
            You are the back office’s first owner: your password is ADMIN_PASSWORD in the server’s
            environment. It is changed there, not on this page.
          </p>
        ) : (
          <PasswordForm />
        )}
      </section>
      <section className={styles.section} aria-labelledby="account-two-factor">
        <h2 id="account-two-factor" className={styles.heading}>
          Two-factor sign-in
        </h2>
        {account.twoFactorOn ? (
          <TwoFactorOn primary={account.primary} unusedCodes={unusedCodes} required={required} />
        ) : (
          <TurnOnTwoFactor primary={account.primary} />
        )}
      </section>
      {can(account.role, 'team') ? <TwoFactorPolicyForm required={required} /> : null}
    </>
  );
}
