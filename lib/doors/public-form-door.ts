import 'server-only';
import { NextResponse } from 'next/server';
import { BackendError } from '@/lib/domain/backend-error';
import { clientIp } from '@/lib/http/client-ip';
import { hitRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { fromError, HttpError, jsonError } from '@/lib/http/respond';
import { leadSourceInputSchema, type LeadSource } from '@/lib/domain/lead-source';
import type { Outcome } from '@/lib/content/form-outcomes';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { door } from './door';

type Outcomes = { sent: Outcome; invalid: Outcome; limited: Outcome; failed?: Outcome };
type Fields = Record<string, string>;
export type Parsed<Input> = { ok: true; input: Input } | { ok: false; fields: Fields };
/** What a write answers: the script's JSON, and the page a browser without it goes back to. */
export type Accepted = { json: object; page?: string };

/**
 * A refusal the visitor can act on: a status and message for the script, one of the form's
 * outcomes for a browser without JavaScript (back to `page`, else the door's own page).
 */
export class FormRefusal extends Error {
  constructor(
    readonly outcome: string,
    readonly status: number,
    message: string,
    readonly extra: { fields?: Fields; page?: string } = {},
  ) {
    super(message);
  }
}

export type PublicFormDoor<O extends Outcomes, Body, Input> = {
  outcomes: O;
  limit: RateLimit;
  /** The form's page (a path), where a browser without JavaScript is sent back to. */
  page: (request: Request) => string;
  read: (request: Request) => Promise<Body>;
  /** A field people never see: a body it catches is answered as sent and stores nothing. */
  trap?: (body: Body) => boolean;
  parse: (body: Body) => Parsed<Input> | Promise<Parsed<Input>>;
  write: (input: Input, source: LeadSource | null) => Promise<Accepted>;
};

// One rule for both forms: a browser without JavaScript posts the form itself, as a navigation,
// and every browser asks for text/html there (the Fetch standard's Accept for documents); the
// forms' script asks for application/json. Content-Type cannot tell them apart (the application
// form's script posts multipart, like the browser), and a marker only the script sets would turn
// every other client of these doors (tests, integrations) into a "browser" to redirect.
const wantsPage = (request: Request) => (request.headers.get('accept') ?? '').includes('text/html');

// A relative Location: request.url names the server's own host, which may not be the one the
// visitor used, and CSP form-action would refuse a redirect to another origin.
const backTo = (page: string, outcome: Outcome) =>
  new Response(null, { status: 303, headers: { Location: `${page}#${outcome.id}` } });

const sourceOf = (body: unknown) =>
  leadSourceInputSchema.safeParse(body instanceof FormData ? Object.fromEntries(body) : body)
    .data ?? null;

/**
 * The route handler of a public form: origin check, rate limit (after the trap, so a caught bot
 * learns nothing; before the body otherwise, so a limited visitor uploads nothing), parse,
 * write with the lead source, and one answer per outcome: JSON for the script, a 303 back to
 * the form's page for a browser without JavaScript. Never a stack trace.
 */
export function publicFormDoor<O extends Outcomes, Body, Input>(
  form: PublicFormDoor<O, Body, Input>,
) {
  // The core checks the Origin (a refusal in JSON: a page never posts from elsewhere) and
  // answers what escapes here; the rate limit waits for the trap, so it is counted here.
  return door({ sameOrigin: 'always' }, async (request) => {
    const page = wantsPage(request);
    const refused = (refusal: FormRefusal) => {
      const outcome = (form.outcomes as Record<string, Outcome>)[refusal.outcome];
      if (page && outcome) return backTo(refusal.extra.page ?? form.page(request), outcome);
      return jsonError(refusal.status, refusal.message, refusal.extra.fields);
    };
    const accepted = ({ json, page: to }: Accepted) =>
      page
        ? backTo(to ?? form.page(request), form.outcomes.sent)
        : NextResponse.json(json, { status: 201 });
    try {
      const early = form.trap ? { body: await form.read(request) } : null;
      if (early && form.trap?.(early.body)) return accepted({ json: { ok: true } });
      if (!(await hitRateLimit(form.limit, await clientIp()))) {
        throw new FormRefusal('limited', 429, form.outcomes.limited.text);
      }
      const body = early ? early.body : await form.read(request);
      const parsed = await form.parse(body);
      if (!parsed.ok) {
        throw new FormRefusal('invalid', 400, INVALID_FIELDS_MESSAGE, { fields: parsed.fields });
      }
      return accepted(await form.write(parsed.input, sourceOf(body)));
    } catch (error) {
      if (error instanceof FormRefusal) return refused(error);
      if (!page || !form.outcomes.failed || error instanceof HttpError) return fromError(error);
      if (!(error instanceof BackendError)) console.error('[api]', error);
      return backTo(form.page(request), form.outcomes.failed);
    }
  });
}
