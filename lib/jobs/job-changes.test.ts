// Each change of the jobs, as the Jobs screen's buttons make it (embedded mode): the job stored,
// the careers pages expired, the change in the activity log.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withOwnDatabase } from '@/test/own-database';

const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));

withOwnDatabase('job-changes');
Object.assign(process.env, {
  ADMIN_PASSWORD: 'the-owner-password',
  AUTH_SECRET: 'job-changes-test-secret-of-at-least-32-characters',
});

const { listActivity } = await import('@/lib/own-data/activity/list');
const { getBackend } = await import('@/lib/backend');
const { postJob } = await import('./post-job');
const { editJob } = await import('./edit-job');
const { removeJob } = await import('./remove-job');

const editor = { id: 7, name: 'Esme Editor', email: 'esme@example.com' };
const input = {
  title: 'Call handler (part time)',
  description: '<p>Answer calls for our clients in the Birmingham office.</p>',
  requirements: '<p>A clear telephone manner.</p>',
  end_date: '2027-01-31',
};

async function lastEntry() {
  const [entry] = (await listActivity({ page: 1 })).results;
  return entry && { actor: entry.actor_name, summary: entry.summary, item: entry.item_title };
}

beforeEach(() => void expired.splice(0));

describe('the changes of the jobs', () => {
  it('posts, edits and removes a job, each expiring the careers pages and logged once', async () => {
    const backend = await getBackend();
    const job = await postJob(editor, input);
    expect((await backend.getJob(job.id))?.title).toBe(input.title);
    expect(expired).toEqual(['jobs']);
    expect(await lastEntry()).toEqual({
      actor: 'Esme Editor',
      summary: 'Posted a job',
      item: input.title,
    });

    await editJob(editor, job.id, { ...input, title: 'Call handler (full time)' });
    expect((await backend.getJob(job.id))?.title).toBe('Call handler (full time)');
    expect(await lastEntry()).toMatchObject({ summary: 'Edited a job' });

    await removeJob(editor, job.id);
    expect(await backend.getJob(job.id)).toBeNull();
    expect(expired).toEqual(['jobs', 'jobs', 'jobs']);
    expect(await lastEntry()).toEqual({
      actor: 'Esme Editor',
      summary: 'Removed a job',
      item: 'Call handler (full time)',
    });
  });
});
