import type { Permission } from '@/lib/accounts/roles';

export type SidebarLink = { href: string; label: string; to: Permission; also: readonly string[] };
/** A named part of the menu; the dashboard's group has no name, it opens the list. */
export type SidebarGroup = { name: string | null; links: readonly SidebarLink[] };

// Grouped as the firm works (what comes in, what the site says, who does what, how it is set
// up), so the list stays short to scan as screens are added.
export const sidebarGroups: readonly SidebarGroup[] = [
  { name: null, links: [{ href: '/admin', label: 'Dashboard', to: 'dashboard', also: [] }] },
  {
    name: 'Inbox',
    links: [
      { href: '/admin/messages', label: 'Messages', to: 'messages', also: [] },
      { href: '/admin/applications', label: 'Applications', to: 'applications', also: [] },
      { href: '/admin/privacy', label: 'Privacy requests', to: 'privacy', also: [] },
    ],
  },
  {
    name: 'Site content',
    links: [
      { href: '/admin/pages', label: 'Pages', to: 'content', also: ['/admin/pages'] },
      {
        href: '/admin/news',
        label: 'News / Blogs',
        to: 'news',
        also: ['/admin/read-news', '/admin/edit-news'],
      },
      { href: '/admin/post-news', label: 'Post News', to: 'news', also: [] },
      { href: '/admin/jobs', label: 'Posted Jobs', to: 'jobs', also: ['/admin/edit-job'] },
      { href: '/admin/post-job', label: 'Post a Job', to: 'jobs', also: [] },
      { href: '/admin/media', label: 'Media library', to: 'media', also: [] },
      { href: '/admin/menus', label: 'Menus', to: 'menus', also: [] },
      { href: '/admin/redirects', label: 'Redirects', to: 'redirects', also: [] },
    ],
  },
  {
    name: 'People',
    links: [
      { href: '/admin/visitors', label: 'Site visitors', to: 'visitors', also: [] },
      { href: '/admin/team', label: 'Team', to: 'team', also: [] },
      { href: '/admin/activity', label: 'Activity', to: 'activity', also: [] },
    ],
  },
  {
    name: 'Account and settings',
    links: [
      { href: '/admin/settings', label: 'Settings', to: 'settings', also: [] },
      { href: '/admin/account', label: 'My account', to: 'account', also: [] },
    ],
  },
];
