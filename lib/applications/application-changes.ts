import 'server-only';
import type { Application, ApplicationStatus } from '@/lib/domain/application';
import { STATUS_LABELS } from '@/lib/domain/application';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { removeApplication, setApplicationStatus } from './store';

// The Applications screen's two changes, each logged. The log names the job, never the applicant:
// it keeps no applicant's name (docs/personal-data.md).

/** "Mark as …": the application as it now is, or null when there is none. */
export async function markApplication(
  actor: Actor,
  id: number,
  status: ApplicationStatus,
): Promise<Application | null> {
  const application = await setApplicationStatus(id, status);
  if (!application) return null;
  await recordActivity(actor, {
    kind: 'application-status',
    summary: `Marked an application ${STATUS_LABELS[application.status]}`,
    itemId: id,
    itemTitle: application.job_title,
  });
  return application;
}

/** "Remove": false when there was none. */
export async function discardApplication(actor: Actor, id: number): Promise<boolean> {
  const jobTitle = await removeApplication(id);
  if (jobTitle === null) return false;
  const entry = { kind: 'removal', summary: 'Removed an application', itemId: id } as const;
  await recordActivity(actor, { ...entry, itemTitle: jobTitle });
  return true;
}
