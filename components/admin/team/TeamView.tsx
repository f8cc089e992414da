'use client';
import { Fragment } from 'react';
import { ACCOUNT_STATUS_LABELS } from '@/lib/accounts/team-schema';
import { formatDateTime } from '@/lib/admin/dates';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { useTeam } from '../queries/team';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { InviteForm } from './InviteForm';
import { MemberActions } from './MemberActions';
import styles from './Team.module.css';

function TeamTable() {
  const { data, isPending, isError } = useTeam();
  if (isPending) return <StateMessage>Loading the team...</StateMessage>;
  if (isError) return <StateMessage tone="error">Failed to fetch the team</StateMessage>;
  return (
    // Focusable, so keyboard users can scroll a table wider than a phone.
    <div className={styles.tableWrap} role="region" aria-label="Team table" tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">Every account of the back office</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">Two-factor</th>
          </tr>
        </thead>
        <tbody>
          {data.results.map((member) => (
            // The actions take the full width of a row of their own, under the account's.
            <Fragment key={member.id}>
              <tr data-account={member.email} className={styles.account}>
                <th scope="row">{member.name}</th>
                <td>{member.email}</td>
                <td>{ROLE_LABELS[member.role]}</td>
                <td>{ACCOUNT_STATUS_LABELS[member.status]}</td>
                <td>
                  {member.lastSignInAt ? (
                    <time dateTime={member.lastSignInAt}>
                      {formatDateTime(member.lastSignInAt)}
                    </time>
                  ) : (
                    'Never'
                  )}
                </td>
                <td>{member.twoFactorOn ? 'On' : 'Off'}</td>
              </tr>
              <tr data-actions={member.email}>
                <td colSpan={6}>
                  <MemberActions key={`${member.id}-${member.role}`} member={member} />
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Team screen: invite people, then change their role, disable or remove them. */
export function TeamView() {
  return (
    <>
      <PageTitle>Team</PageTitle>
      <InviteForm />
      <h2 className={styles.heading}>Accounts</h2>
      <TeamTable />
    </>
  );
}
