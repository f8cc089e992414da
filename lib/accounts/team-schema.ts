// Shapes of the Team screen (/admin/team) and its doors (/api/admin/team/**). Pure: the doors
// answer with them and the screen checks the answers with them, so no type is written twice.
import { z } from 'zod';
import { ROLES, roleSchema } from '@/lib/domain/role';
import { addressSchema } from '@/lib/domain/email-address';
import { labelledEnum } from '@/lib/domain/labelled-enum';

export const { schema: accountStatusSchema, labels: ACCOUNT_STATUS_LABELS } = labelledEnum({
  invited: 'Invited (pending)',
  active: 'Active',
  disabled: 'Disabled',
});

/** One account as the browser sees it: never its hashes, secrets or session stamp. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: accountStatusSchema,
  lastSignInAt: z.string().nullable(),
  twoFactorOn: z.boolean(),
  /** The owner named by ADMIN_EMAIL: never demoted, disabled or removed. */
  primary: z.boolean(),
  /** The person looking at the list. */
  you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamListSchema = z.object({ results: z.array(teamMemberSchema) });

const ROLE_MESSAGE = 'Choose one of the roles';

export const inviteInputSchema = z.object({
  email: addressSchema,
  role: z.enum(ROLES, ROLE_MESSAGE),
});
export type InviteInput = z.infer<typeof inviteInputSchema>;

/** A change of one account: its role, or disabled (true) / enabled (false). */
export const accountChangeSchema = z
  .object({
    role: z.enum(ROLES, ROLE_MESSAGE).optional(),
    disabled: z.boolean('Say whether the account is disabled').optional(),
  })
  .refine((change) => (change.role === undefined) !== (change.disabled === undefined), {
    path: ['body'],
    message: 'Change either the role or whether the account is disabled, one at a time.',
  });
export type AccountChange = z.infer<typeof accountChangeSchema>;
