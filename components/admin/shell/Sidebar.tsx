'use client';
import Link from 'next/link';
import { can } from '@/lib/accounts/roles';
import { ROLE_LABELS, type Role } from '@/lib/domain/role';
import { AlertCard } from './AlertCard';
import { LogoutButton } from './LogoutButton';
import { sidebarGroups, type SidebarLink } from './sidebar-groups';
import { UnreadBadge, useUnreadCount } from './UnreadBadge';
import styles from './Sidebar.module.css';

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
  const shown = sidebarGroups
    .map((group) => ({ ...group, links: group.links.filter((link) => can(person.role, link.to)) }))
    .filter((group) => group.links.length > 0);
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
          {shown.map((group, index) => (
            <div key={group.name ?? 'start'} className={styles.group}>
              {group.name ? (
                <p id={`${id}-group-${index}`} className={styles.groupName}>
                  {group.name}
                </p>
              ) : null}
              <ul aria-labelledby={group.name ? `${id}-group-${index}` : undefined}>
                {group.links.map((link) => (
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
              </ul>
            </div>
          ))}
          <ul className={styles.group}>
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
