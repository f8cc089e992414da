'use client';
import { ACCOUNT_STATUS_LABELS } from '@/lib/accounts/team-schema';
import { formatDateTime } from '@/lib/dates/date-formats';
import { ROLE_LABELS } from '@/lib/domain/role';
import { useTeam } from '../queries/team';
import { ListTable } from '../ui/ListTable';
import { PageTitle } from '../ui/PageTitle';
import { InviteForm } from './InviteForm';
import { MemberActions } from './MemberActions';
import styles from './Team.module.css';

function TeamTable() {
  const query = useTeam();
  return (
    <ListTable
      query={query}
      loading="Loading the team..."
      failed="Failed to fetch the team"
      label="Team table"
      caption="Every account of the back office"
      columns={['Name', 'Email', 'Role', 'Status', 'Last sign-in', 'Two-factor', 'Actions']}
    >
      {(member) => (
        <tr key={member.id} data-account={member.email}>
          <th scope="row">{member.name}</th>
          <td>{member.email}</td>
          <td>{ROLE_LABELS[member.role]}</td>
          <td>{ACCOUNT_STATUS_LABELS[member.status]}</td>
          <td>
            {member.lastSignInAt ? (
              <time dateTime={member.lastSignInAt}>{formatDateTime(member.lastSignInAt)}</time>
            ) : (
              'Never'
            )}
          </td>
          <td>{member.twoFactorOn ? 'On' : 'Off'}</td>
          <td>
            <MemberActions key={`${member.id}-${member.role}`} member={member} />
          </td>
        </tr>
      )}
    </ListTable>
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
