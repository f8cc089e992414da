import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { isServerOnlyPath } from './internal-addresses';
import { knownPageTarget } from './known-addresses';
import { SKIP_REDIRECTS_HEADER } from './skip-header';

// /_service/{address} and /_missing/{path} are the site's own machinery: the first is asked for
// by this server over the loopback (lib/redirects/service-page-answer.ts), the second is
// where next.config.mjs's fallback rewrite sends an address no route takes. Asked for from
// outside, each random address rendered and kept a 404 in the page cache for a year
// (/_service is a page whose params come on request), and /_missing answered for any path.
//
// Neither can check this itself: /_service is a cached page, which may not read the request
// (headers() there turns it dynamic, "Page changed from static to dynamic at runtime"), and the
// fallback rewrite cannot add a header. So the gate stands in front of Next: Node's documented
// diagnostics channel `http.server.request.start` (the one scripts/server-preload.cjs uses)
// hands over every request before the server's 'request' event, with the request target as the
// client sent it, before any rewrite. A request naming /_service or /_missing there is accepted
// only from this machine (the socket's remote address is a loopback one or its own local one)
// with this process's secret in INTERNAL_HEADER; any other is turned into a request for
// /_nowhere without the redirects, which Next answers with its own 404 page (Cache-Control
// private, no-store), cached nowhere and counted nowhere. A visitor's /no-such-page reaches
// /_missing through the rewrite inside Next, so its target is /no-such-page here: untouched.

/** The header by which this server's own requests name themselves. */
export const INTERNAL_HEADER = 'x-site-internal';

// Where no route can ever be (a folder of app/ whose name starts with _ is private).
const NOWHERE = '/_nowhere';

type Holder = { [key: symbol]: { secret: string; gate?: boolean } | undefined };
const KEY = Symbol.for('site.internal-request');

// On globalThis: the instrumentation bundle (which installs the gate) and the app's bundles
// (which send the header) each have their own copy of this module, one process between them.
function processState() {
  const holder = globalThis as unknown as Holder;
  holder[KEY] ??= { secret: randomBytes(32).toString('base64url') };
  return holder[KEY];
}

/** This process's secret: made once, at random, when first asked for; never leaves the process. */
export const internalSecret = (): string => processState().secret;

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Whether a connection from `remote` to `local` comes from this machine itself. */
export const fromThisMachine = (remote?: string, local?: string): boolean =>
  remote !== undefined && (LOOPBACK.test(remote) || remote === local);

function sameSecret(sent: string | string[] | undefined): boolean {
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(internalSecret());
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Asked = {
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  remote?: string;
  local?: string;
};

/** Whether a request may reach the internal routes: this machine, this process's secret. */
export function isInternalRequest(asked: Asked): boolean {
  return fromThisMachine(asked.remote, asked.local) && sameSecret(asked.headers[INTERNAL_HEADER]);
}

/** The path of a request target: `/a/b?c` → `/a/b`; an absolute-form target by its path. */
function targetPath(url: string): string {
  if (url.startsWith('/')) return url.split(/[?#]/, 1)[0]!;
  return URL.canParse(url) ? new URL(url).pathname : url;
}

/**
 * Whether the request must be turned away from the internal routes: it names one (however
 * spelt: /%5Fservice too) and is not this server's own.
 */
export function isTurnedAway(asked: Asked): boolean {
  return isServerOnlyPath(targetPath(asked.url ?? '/')) && !isInternalRequest(asked);
}

/** Points a turned-away request at Next's own 404 page: no route, no redirects, no count. */
export function turnAway(request: IncomingMessage): void {
  request.url = NOWHERE;
  request.headers[SKIP_REDIRECTS_HEADER] = '1';
  delete request.headers[INTERNAL_HEADER];
}

function onRequest(message: unknown): void {
  const { request } = message as { request: IncomingMessage };
  const asked = {
    url: request.url,
    headers: request.headers,
    remote: request.socket?.remoteAddress,
    local: request.socket?.localAddress,
  };
  if (isTurnedAway(asked)) return turnAway(request);
  // A visit to a live page at an address the build did not know: straight to its rendering.
  const visit = request.method === 'GET' || request.method === 'HEAD';
  if (!visit || request.headers[SKIP_REDIRECTS_HEADER] !== undefined) return;
  const target = request.url === undefined ? undefined : knownPageTarget(request.url);
  if (target) request.url = target;
}

/**
 * Installs the gate for this process (once; lib/server/start.ts, before the server takes
 * requests). Made a function, not a side effect, so that a test or a script importing this
 * module subscribes nothing.
 */
export function installInternalGate(): void {
  const state = processState();
  if (state.gate) return;
  state.gate = true;
  diagnostics.subscribe('http.server.request.start', onRequest);
}
