// Typed failures of a Backend. Route handlers map them to HTTP statuses; the UI shows `message`.
export type BackendErrorKind = 'not_found' | 'invalid' | 'upstream' | 'unavailable';

// The Backend is made once per process (lib/backend/index.ts keeps it on globalThis), possibly by
// another bundle than the route that catches its errors (the server's start-up makes it to build
// the media library's usage table): each bundle has its own copy of this class, so `instanceof`
// asks for this mark, shared by every copy, rather than for one copy's prototype.
const MARK = Symbol.for('crestfield.BackendError');

export class BackendError extends Error {
  readonly [MARK] = true;

  constructor(
    readonly kind: BackendErrorKind,
    message: string,
    /** The upstream's own `message` field, when it gave one (docs/spec.md section 8 shows it). */
    readonly upstreamMessage?: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && MARK in value;
  }
}

export const notFound = (what: string) => new BackendError('not_found', `${what} not found`);
