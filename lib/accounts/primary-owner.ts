import 'server-only';
import { env } from '@/lib/config/env';
import type { AccountRow } from '@/lib/own-data/db/schema';
import { normaliseEmail } from './account-store';

/**
 * The account named by ADMIN_EMAIL: it always exists, signs in with ADMIN_PASSWORD and can never
 * be demoted, disabled, removed or reset by anyone (docs/accounts.md).
 */
export const isPrimaryOwner = (account: Pick<AccountRow, 'email'>) =>
  account.email === normaliseEmail(env().ADMIN_EMAIL);
