'use client';
import Link from 'next/link';
import { AlertCard } from './AlertCard';
import { LogoutButton } from './LogoutButton';
import { UnreadBadge, useUnreadCount } from './UnreadBadge';
import styles from './Sidebar.module.css';

const links = [
  { href: '/admin', label: 'Dashboard', also: [] },
  { href: '/admin/messages', label: 'Messages', also: [] },
  { href: '/admin/applications', label: 'Applications', also: [] },
  { href: '/admin/jobs', label: 'Posted Jobs', also: ['/admin/edit-job'] },
  { href: '/admin/news', label: 'News / Blogs', also: ['/admin/read-news', '/admin/edit-news'] },
  { href: '/admin/post-news', label: 'Post News', also: [] },
  { href: '/admin/post-job', label: 'Post a Job', also: [] },
  { href: '/admin/visitors', label: 'Site visitors', also: [] },
  { href: '/admin/privacy', label: 'Privacy requests', also: [] },
] as const;

const isCurrent = (pathname: string, link: (typeof links)[number]) =>
  pathname === link.href || link.also.some((prefix) => pathname.startsWith(`${prefix}/`));

/** Always shown on wide screens; on phones a drawer opened by the top bar's Menu button. */
export function Sidebar({ id, open, pathname }: { id: string; open: boolean; pathname: string }) {
  const unread = useUnreadCount();
  // The count describes the Messages link; its name stays "Messages".
  const badgeOf = (link: (typeof links)[number]) =>
    link.href === '/admin/messages' && unread !== null ? (
      <UnreadBadge id={`${id}-unread`} count={unread} />
    ) : null;
  return (
    <div id={id} className={`${styles.sidebar} ${open ? styles.open : ''}`}>
      <nav aria-label="Back office" className={styles.nav}>
        <ul>
          {links.map((link) => (
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
      <AlertCard />
    </div>
  );
}
