'use client';
import Link from 'next/link';
import { can, type Permission } from '@/lib/accounts/roles';
import { ROLE_LABELS, type Role } from '@/lib/domain/role';
import { AlertCard } from './AlertCard';
import { LogoutButton } from './LogoutButton';
import { UnreadBadge, useUnreadCount } from './UnreadBadge';
import styles from './Sidebar.module.css';

type SidebarLink = { href: string; label: string; to: Permission; also: readonly string[] };

const links: readonly SidebarLink[] = [
  { href: '/admin', label: 'Dashboard', to: 'dashboard', also: [] },
  { href: '/admin/messages', label: 'Messages', to: 'messages', also: [] },
  { href: '/admin/applications', label: 'Applications', to: 'applications', also: [] },
  { href: '/admin/jobs', label: 'Posted Jobs', to: 'jobs', also: ['/admin/edit-job'] },
  {
    href: '/admin/news',
    label: 'News / Blogs',
    to: 'news',
    also: ['/admin/read-news', '/admin/edit-news'],
  },
  { href: '/admin/post-news', label: 'Post News', to: 'news', also: [] },
  { href: '/admin/post-job', label: 'Post a Job', to: 'jobs', also: [] },
  { href: '/admin/pages', label: 'Pages', to: 'content', also: ['/admin/pages'] },
  { href: '/admin/media', label: 'Media library', to: 'media', also: [] },
  { href: '/admin/visitors', label: 'Site visitors', to: 'visitors', also: [] },
  { href: '/admin/privacy', label: 'Privacy requests', to: 'privacy', also: [] },
  { href: '/admin/team', label: 'Team', to: 'team', also: [] },
  { href: '/admin/activity', label: 'Activity', to: 'activity', also: [] },
  { href: '/admin/settings', label: 'Settings', to: 'settings', also: [] },
  { href: '/admin/redirects', label: 'Redirects', to: 'redirects', also: [] },
  { href: '/admin/menus', label: 'Menus', to: 'menus', also: [] },
  { href: '/admin/account', label: 'My account', to: 'account', also: [] },
];

/** Who is signed in: the sidebar shows only what their role may open. */
export type Person = { name: string; role: Role };

const isCurrent = (pathname: string, link: SidebarLink) =>
  pathname === link.href || link.also.some((prefix) => pathname.startsWith(`${prefix}/`));

/** Always shown on wide screens; on phones a drawer opened by the top bar's Menu button. */
export function Sidebar({
  id,
  open,
  pathname,
  person,
}: {
  id: string;
  open: boolean;
  pathname: string;
  person: Person;
}) {
  const unread = useUnreadCount();
  const shown = links.filter((link) => can(person.role, link.to));
  // The count describes the Messages link; its name stays "Messages".
  const badgeOf = (link: SidebarLink) =>
    link.href === '/admin/messages' && unread !== null ? (
      <UnreadBadge id={`${id}-unread`} count={unread} />
    ) : null;
  return (
    <div id={id} className={`${styles.sidebar} ${open ? styles.open : ''}`}>
      {/* The dark panel runs the page's whole height; what it holds stays in view. */}
      <div className={styles.content}>
        <nav aria-label="Back office" className={styles.nav}>
          {/* In the landmark, so screen reader users find it with the links it explains. */}
          <p className={styles.person}>
            Signed in as <strong>{person.name}</strong> ({ROLE_LABELS[person.role]})
          </p>
          <ul>
            {shown.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={styles.link}
                  aria-current={isCurrent(pathname, link) ? 'page' : undefined}
                  aria-describedby={badgeOf(link) ? `${id}-unread` : undefined}
                >
                  {link.label}
                  {badgeOf(link)}
                </Link>
              </li>
            ))}
            <li>
              <LogoutButton className={styles.link} />
            </li>
          </ul>
        </nav>
        {can(person.role, 'messages') ? <AlertCard /> : null}
      </div>
    </div>
  );
}
