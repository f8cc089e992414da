import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Permission } from './roles';
import { ROLES, type Role } from '@/lib/domain/role';

// The table of roles, written out: what each may open beyond the dashboard and its own
// account page. The owner has the administrator's, plus the team and the activity log.
const administrator: Permission[] = [
  'messages',
  'visitors',
  'applications',
  'jobs',
  'news',
  'content',
  'redirects',
  'menus',
  'media',
  'privacy',
  'backup',
  'settings',
];
const expected: Record<Role, Permission[]> = {
  owner: [...administrator, 'team', 'activity'],
  administrator,
  recruiter: ['jobs', 'applications'],
  editor: ['news', 'content', 'redirects', 'menus', 'media'],
  receptionist: ['messages', 'visitors'],
};

describe('roles', () => {
  for (const role of ROLES) {
    it(`${role} opens exactly its areas, the dashboard and its own account`, () => {
      const opened = PERMISSIONS.filter((permission) => can(role, permission));
      expect(new Set(opened)).toEqual(new Set(['dashboard', 'account', ...expected[role]]));
    });
  }

  it('a door serving several areas opens to a role with any of them', () => {
    expect(can('editor', ['jobs', 'news'])).toBe(true);
    expect(can('recruiter', ['jobs', 'news'])).toBe(true);
    expect(can('receptionist', ['jobs', 'news'])).toBe(false);
  });
});
