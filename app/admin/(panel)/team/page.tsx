import type { Metadata } from 'next';
import { Allowed } from '@/components/admin/shell/Allowed';
import { TeamView } from '@/components/admin/team/TeamView';

export const metadata: Metadata = { title: 'Team' };

export default function TeamPage() {
  return (
    <Allowed to="team">
      <TeamView />
    </Allowed>
  );
}
