export type FieldErrors = Record<string, string | undefined>;
export type SubmitResult =
  | { ok: true; status: number }
  | { ok: false; message: string; fields?: FieldErrors };

/**
 * Posts a public form to its door and reads the answer. 400, 404, 409, 413 and 429 carry a
 * message written for the visitor; anything else (or no answer) gets `fallbackMessage`.
 */
export async function submitForm(
  url: string,
  init: { body: BodyInit; headers?: Record<string, string> },
  fallbackMessage: string,
): Promise<SubmitResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: init.body,
      headers: { Accept: 'application/json', ...init.headers },
    });
    if (response.ok) return { ok: true, status: response.status };
    const body = (await response.json().catch(() => ({}))) as {
      error?: string;
      fields?: FieldErrors;
    };
    const readable = [400, 404, 409, 413, 429].includes(response.status) && body.error;
    return { ok: false, message: readable || fallbackMessage, fields: body.fields };
  } catch {
    return { ok: false, message: fallbackMessage };
  }
}
