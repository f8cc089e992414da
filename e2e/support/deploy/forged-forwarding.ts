import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Without TRUST_PROXY a visitor's own X-Forwarded-For must not reach the app: contact posts that
 * each claim another address are still counted as one client (5 a minute), so the sixth post
 * within the minute is refused. `already` is how many this client sent before.
 */
export async function expectForgedAddressesIgnored(
  api: APIRequestContext,
  origin: string,
  already = 0,
): Promise<void> {
  const statuses: number[] = [];
  for (let n = already; n < 6; n += 1) {
    const response = await api.post(`${origin}/api/contact`, {
      headers: { origin, 'x-forwarded-for': `203.0.113.${n + 10}` },
      data: {
        full_name: `Forwarding Check ${n}`,
        userEmail: `forwarding${n}@example.com`,
        phone_number: '+44 7700 900556',
        service_of_interest: 'Basic Website',
        description: 'Each post claims another client address in X-Forwarded-For.',
      },
      timeout: 120_000,
    });
    statuses.push(response.status());
  }
  expect(statuses.at(-1), `statuses: ${statuses.join(', ')}`).toBe(429);
  expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
}
