// The roles a back-office account can have: the database, the Team screen and the rules of
// what each may open (lib/accounts/roles.ts) name them from here. Pure.
import type { z } from 'zod';
import { labelledEnum } from './labelled-enum';

export const {
  values: ROLES,
  schema: roleSchema,
  labels: ROLE_LABELS,
} = labelledEnum({
  owner: 'Owner',
  administrator: 'Administrator',
  recruiter: 'Recruiter',
  editor: 'Editor',
  receptionist: 'Receptionist',
});
export type Role = z.infer<typeof roleSchema>;
