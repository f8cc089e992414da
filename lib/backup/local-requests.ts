import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

// Next's route handlers never see the socket a request came on, so the server marks the requests
// that came from this machine as it receives them: Node's documented diagnostics channel
// `http.server.request.start` hands over the request and its socket before the 'request' event
// (scripts/server-preload.cjs uses it too). The mark is a header whose value is a random tag
// kept in this process's memory only: whatever a client sends under that name is removed, and
// no client can guess the tag to forge it.
const HEADER = 'x-crestfield-local-request';
const STATE = Symbol.for('crestfield.local-requests');

// Proxies say whom they forward for: nginx as shipped (deploy/nginx) always sets X-Forwarded-For.
// Read from the raw headers, which the preload's removal of untrusted ones leaves untouched.
const PROXY_HEADERS = new Set(['x-forwarded-for', 'forwarded', 'x-real-ip', 'via']);

type State = { tag: string };
const holder = globalThis as unknown as Record<typeof STATE, State | undefined>;

/** 127.0.0.0/8 and ::1, also as IPv4 mapped into IPv6 (a server listening on `::`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const ipv4 = address?.replace(/^::ffff:/i, '');
  return address === '::1' || /^127(?:\.\d{1,3}){3}$/.test(ipv4 ?? '');
}

function cameFromThisMachine(request: IncomingMessage, socket: Socket, host: string): boolean {
  if (!isLoopbackAddress(socket.remoteAddress)) return false;
  if (request.headers.host !== host) return false;
  const raw = request.rawHeaders;
  for (let at = 0; at < raw.length; at += 2) {
    if (PROXY_HEADERS.has(raw[at]!.toLowerCase())) return false;
  }
  return true;
}

/**
 * From now on, marks each request of this process for `path` (the one door that reads the mark)
 * that arrived on a loopback socket, addressed to `host` (the door's own `127.0.0.1:PORT`), and
 * carried by no proxy. Any other request is left as it came: one comparison, no more. Once per
 * process.
 */
export function markLocalRequests(host: string, path: string): void {
  if (holder[STATE]) return;
  const state: State = { tag: randomBytes(32).toString('base64url') };
  holder[STATE] = state;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    if (!request.url?.startsWith(path)) return;
    delete request.headers[HEADER];
    if (cameFromThisMachine(request, socket, host)) request.headers[HEADER] = state.tag;
  });
}

/** Whether the server marked this request as one from this machine (markLocalRequests). */
export function isLocalRequest(headers: Headers): boolean {
  const tag = holder[STATE]?.tag;
  const given = headers.get(HEADER);
  if (!tag || given === null) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(tag)];
  return a.length === b.length && timingSafeEqual(a, b);
}
