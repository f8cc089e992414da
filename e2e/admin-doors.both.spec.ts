import { expect, test } from './support/fixtures';

// Every door of the back office, with every method it answers.
const doors: [string, string[]][] = [
  ['/api/admin/messages', ['GET']],
  ['/api/admin/messages/1', ['PATCH', 'DELETE']],
  ['/api/admin/messages/1/replies', ['POST']],
  ['/api/admin/news', ['GET', 'POST']],
  ['/api/admin/news/1', ['GET', 'PATCH', 'DELETE']],
  ['/api/admin/jobs', ['GET', 'POST']],
  ['/api/admin/jobs/1', ['GET', 'PATCH', 'DELETE']],
  ['/api/admin/visitors', ['GET']],
  ['/api/admin/applications', ['GET']],
  ['/api/admin/applications/1', ['PATCH', 'DELETE']],
  ['/api/admin/applications/1/cv', ['GET']],
  ['/api/admin/messages/export', ['GET']],
  ['/api/admin/applications/export', ['GET']],
  ['/api/admin/visitors/export', ['GET']],
  ['/api/admin/settings', ['GET', 'PUT']],
  ['/api/admin/menus', ['GET', 'PUT']],
];

test('without a session every /api/admin door answers 401, whatever headers are sent', async ({
  request,
  baseURL,
}) => {
  for (const [path, methods] of doors) {
    for (const method of methods) {
      const response = await request.fetch(path, {
        method,
        headers: {
          origin: baseURL!,
          'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
          authorization: 'Token e2e-token',
          cookie: 'next-auth.session-token=forged',
        },
        data: method === 'GET' || method === 'DELETE' ? undefined : { reply_text: 'x' },
      });
      expect(response.status(), `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: 'Please log in to continue.' });
    }
  }
});
