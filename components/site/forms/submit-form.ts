export type FieldErrors = Record<string, string | undefined>;
export type SubmitResult =
  { ok: true; status: number } | { ok: false; message: string; fields?: FieldErrors };

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

// A script that failed to load once may never settle when imported again (seen with Next
// 16.4's Turbopack runtime): past this wait the form goes on without its browser checks.
const CHECKS_WAIT_MS = 3000;

/**
 * Loads a form's browser checks, or gives null when their script cannot be fetched (the
 * connection dropped, or a deploy replaced the page's scripts since it loaded): the form then
 * posts as it is and shows the door's own answer, which runs the same checks.
 */
export async function loadBrowserChecks<Checks>(load: () => Promise<Checks>) {
  const wait = new Promise<null>((resolve) => setTimeout(() => resolve(null), CHECKS_WAIT_MS));
  try {
    return await Promise.race([load(), wait]);
  } catch {
    return null;
  }
}
