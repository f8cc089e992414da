// The roles a back-office account can have: the database, the Team screen and the rules of
// what each may open (lib/accounts/roles.ts) name them from here. Pure.
import { z } from 'zod';

export const ROLES = ['owner', 'administrator', 'recruiter', 'editor', 'receptionist'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  administrator: 'Administrator',
  recruiter: 'Recruiter',
  editor: 'Editor',
  receptionist: 'Receptionist',
};
