import type { ContactInput } from '@/lib/backend/types';
import { contactContent } from '@/lib/content/pages';

export type FieldErrors = Record<string, string | undefined>;
export type SubmitResult = { ok: true } | { ok: false; message: string; fields?: FieldErrors };

export async function submitContact(
  input: ContactInput & { website: string },
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
      message: readable || contactContent.form.errorMessage,
      fields: body.fields,
    };
  } catch {
    return { ok: false, message: contactContent.form.errorMessage };
  }
}
