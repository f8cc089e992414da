// The account pages' forms post JSON to their /api/access door; a refusal comes back as the
// server's message and its field messages, to show beside the form.
import { errorBodySchema } from '@/lib/http/error-body';

export type AccessAnswer =
  { ok: true; body: unknown } | { ok: false; error: string; fields: Record<string, string> };

const OFFLINE = 'The form could not be sent. Check the connection and try again.';

export async function postAccess(path: string, body: unknown): Promise<AccessAnswer> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, body: json };
    const refusal = errorBodySchema.safeParse(json);
    return {
      ok: false,
      error: refusal.data?.error ?? `The server answered ${response.status}.`,
      fields: refusal.data?.fields ?? {},
    };
  } catch {
    return { ok: false, error: OFFLINE, fields: {} };
  }
}
