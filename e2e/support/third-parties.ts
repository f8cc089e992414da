// The consent-gated widgets talk to third-party hosts (LiveChat, Calendly): tests answer every
// such request locally, so nothing leaves the machine, and record it for the test to judge.
import type { BrowserContext } from '@playwright/test';

export const isLocal = (address: string) =>
  ['127.0.0.1', 'localhost'].includes(new URL(address).hostname);

/** Answers every third-party request locally and records its address. */
export async function stubThirdParties(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    (url) => !isLocal(url.href),
    async (route) => {
      requested.push(route.request().url());
      const html = route.request().resourceType() === 'document';
      await route.fulfill({
        status: 200,
        contentType: html ? 'text/html' : 'application/javascript',
        body: html ? '<!doctype html><title>Booking</title><p>Pick a time</p>' : '',
      });
    },
  );
  return requested;
}
