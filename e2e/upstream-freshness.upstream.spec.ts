// A change made directly in the firm's API (not through our back office, so no tag is
// expired) shows on the public pages within docs/design.md's 30 seconds, measured as a visitor
// who keeps reloading sees it.
import { expect, test } from './support/fixtures';
import { e2eUpstream } from './support/env';
import { unique } from './support/unique';
import { fake } from './support/upstream';

test('a job posted directly in the API is on /careers within 30 s', async ({ request }) => {
  test.setTimeout(60_000);
  await fake.reset();
  // Cached first, so that the change has to outlive a cached page and a cached read.
  expect((await request.get('/careers')).status()).toBe(200);
  const title = `Payroll Administrator ${unique('direct')}`;
  const posted = await fetch(`${e2eUpstream.fakeApiUrl}/api/jobs/update/jobs/`, {
    method: 'POST',
    headers: { authorization: `Token ${e2eUpstream.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      end_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      title,
      description: '<p>Run the monthly payroll for our clients.</p>',
      requirements: '<p>CIPP or equivalent experience.</p>',
    }),
  });
  expect(posted.status).toBe(201);
  const started = Date.now();
  await expect
    .poll(async () => (await (await request.get('/careers')).text()).includes(title), {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(true);
  console.log(`A direct API change showed on /careers after ${(Date.now() - started) / 1000} s`);
  const { id } = (await posted.json()) as { id: number };
  const jobPage = await request.get(`/careers/${id}`);
  expect(jobPage.status()).toBe(200);
  expect(await jobPage.text()).toContain('Run the monthly payroll for our clients.');
  await fake.reset();
});
