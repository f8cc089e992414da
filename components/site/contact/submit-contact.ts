import type { ContactInput } from '@/lib/backend/types';

export type FieldErrors = Record<string, string | undefined>;
export type SubmitResult = { ok: true } | { ok: false; message: string; fields?: FieldErrors };

/** Posts the form; `fallbackMessage` is shown when the server gives no message for the visitor. */
export async function submitContact(
  input: ContactInput & { website: string },
  fallbackMessage: string,
): Promise<SubmitResult> {
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as {
      error?: string;
      fields?: FieldErrors;
    };
    // 400 and 429 carry a message written for the visitor; anything else gets the generic one.
    const readable = (response.status === 400 || response.status === 429) && body.error;
    return {
      ok: false,
      message: readable || fallbackMessage,
      fields: body.fields,
    };
  } catch {
    return { ok: false, message: fallbackMessage };
  }
}
