// Logs the benchmark's admin in through next-auth's credentials flow; returns the Cookie header.
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

export async function adminCookie(url) {
  const jar = [];
  const keep = (response) =>
    response.headers.getSetCookie().forEach((c) => jar.push(c.split(';')[0]));
  const csrf = await fetch(`${url}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = await csrf.json();
  keep(
    await fetch(`${url}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: jar.join('; '),
        origin: url,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        csrfToken,
        email: 'admin@example.com',
        password: BENCH_ADMIN_PASSWORD,
        json: 'true',
      }),
    }),
  );
  return jar.join('; ');
}

/** A contact message as the public form posts it. */
export const contactBody = (n = 0) =>
  JSON.stringify({
    full_name: 'Bench Visitor',
    userEmail: `bench${n}@example.com`,
    phone_number: '+44 7700 900999',
    service_of_interest: 'Recruitment Services',
    description: 'A message sent by the benchmark.',
  });

export const randomIp = () =>
  `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
