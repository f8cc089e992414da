// Typed failures of a Backend. Route handlers map them to HTTP statuses; the UI shows `message`.
export type BackendErrorKind = 'not_found' | 'invalid' | 'upstream' | 'unavailable';

export class BackendError extends Error {
  constructor(
    readonly kind: BackendErrorKind,
    message: string,
    /** The upstream's own `message` field, when it gave one (docs/spec.md section 8 shows it). */
    readonly upstreamMessage?: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

export const notFound = (what: string) => new BackendError('not_found', `${what} not found`);
