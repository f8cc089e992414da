import 'server-only';
import Link from 'next/link';
import { tokenUsable, type TokenPurpose } from '@/lib/accounts/tokens';
import { INVITATION_UNUSABLE, RESET_UNUSABLE } from '@/lib/accounts/access-schema';
import { AccessCard, AccessNote, accessStyles } from './AccessCard';
import { NewPasswordForm } from './NewPasswordForm';

const PAGES = {
  invitation: { heading: 'Join the back office', unusable: INVITATION_UNUSABLE },
  reset: { heading: 'Choose a new password', unusable: RESET_UNUSABLE },
} as const satisfies Record<TokenPurpose, unknown>;

/**
 * The page an e-mailed link opens: the form while the link still works, else why not (the
 * door checks again when the form is sent, and uses the link up then).
 */
export async function LinkPage({ purpose, token }: { purpose: TokenPurpose; token: string }) {
  const page = PAGES[purpose];
  const usable = await tokenUsable(token, purpose);
  return (
    <AccessCard heading={page.heading}>
      {usable ? (
        <NewPasswordForm kind={purpose} token={token} />
      ) : (
        <>
          <AccessNote>{page.unusable}</AccessNote>
          <p className={accessStyles.footer}>
            <Link href="/admin/admin-login">Go to the login page</Link>
          </p>
        </>
      )}
    </AccessCard>
  );
}
