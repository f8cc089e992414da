// Who may do what in the back office. Pure (no server-only): the sidebar reads it too, and the
// server checks it at every page and door (lib/doors/admin-door.ts, lib/auth/current-account.ts).
import type { Role } from '@/lib/domain/role';

/** One area of the back office: a screen and the doors behind it. */
export const PERMISSIONS = [
  'dashboard',
  'messages',
  'visitors',
  'applications',
  'jobs',
  'news',
  // The site's own pages: their copy, drafts, previews, publishing and history.
  'content',
  // The site's redirects and its Not found log.
  'redirects',
  // The header and footer menus (/admin/menus), shown on every public page.
  'menus',
  // The media library (/admin/media): pictures uploaded into rich text, for news and pages.
  'media',
  'privacy',
  'backup',
  // The firm's contact details (/admin/settings), shown on every public page.
  'settings',
  'team',
  'activity',
  // Everyone's own account page (password, two-factor).
  'account',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYONE: Permission[] = ['dashboard', 'account'];
const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(PERMISSIONS),
  administrator: new Set(PERMISSIONS.filter((p) => p !== 'team' && p !== 'activity')),
  recruiter: new Set([...EVERYONE, 'jobs', 'applications']),
  editor: new Set([...EVERYONE, 'news', 'content', 'redirects', 'menus', 'media']),
  receptionist: new Set([...EVERYONE, 'messages', 'visitors']),
};

/** Whether `role` may use any of `permissions` (images in the editor serve jobs and news). */
export function can(role: Role, permissions: Permission | readonly Permission[]): boolean {
  const wanted = typeof permissions === 'string' ? [permissions] : permissions;
  return wanted.some((permission) => ROLE_PERMISSIONS[role].has(permission));
}
