import 'server-only';

/**
 * The address this server answers on from the same machine: 127.0.0.1 when it listens on every
 * interface (HOSTNAME unset, 0.0.0.0 or ::), else the address it was given.
 */
export function loopbackOrigin(port: number, hostname?: string): string {
  const anyAddress = !hostname || hostname === '0.0.0.0' || hostname === '::';
  const host = anyAddress ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname;
  return `http://${host}:${port}`;
}
