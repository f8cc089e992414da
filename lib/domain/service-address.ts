import { SERVICE_ADDRESS_MAX } from '@/page-kinds/service/shape';

// The rules of a service's address (its page is at /{address}). Pure: the "Add service" form
// runs them in the browser, the doors on the server with the site's taken addresses.

const ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why `address` is not well formed, in the words the form shows; null when it is. */
export function addressFormatProblem(address: string): string | null {
  if (address === '') return 'Enter the page’s address, e.g. payroll-services.';
  if (address.length > SERVICE_ADDRESS_MAX)
    return `At most ${SERVICE_ADDRESS_MAX} characters, please.`;
  if (address.startsWith('/')) return 'Leave out the / at the start: payroll-services.';
  if (/[A-Z]/.test(address)) return 'Use lower-case letters only.';
  if (/\s/.test(address)) return 'Use hyphens instead of spaces: payroll-services.';
  if (!ADDRESS.test(address))
    return 'Use lower-case letters, digits and single hyphens only, with no hyphen at either end.';
  return null;
}

/** What the site already uses, that a service's new address must stay clear of. */
export type TakenAddresses = {
  /** First path segments of the site's own routes and files (lib/content/reserved-addresses.ts). */
  reserved: ReadonlySet<string>;
  /** Other services' addresses (live or unpublished), each with its title. */
  services: ReadonlyMap<string, string>;
  /** Addresses a redirect answers (From, without the slash), each with its target. */
  redirected: ReadonlyMap<string, string>;
};

/**
 * Why a service may not move to `address`; null when it may. `current`: its address now (kept
 * as it is, even one written before these rules, such as a shipped address with an &).
 * `ownOldAddresses`: redirects that lead to this service, which moving back takes over.
 */
export function addressProblem(
  address: string,
  current: string | null,
  taken: TakenAddresses,
  ownOldAddresses: ReadonlySet<string> = new Set(),
): string | null {
  if (current !== null && address === current) return null;
  const format = addressFormatProblem(address);
  if (format) return format;
  if (taken.reserved.has(address))
    return `/${address} is one of the site’s own addresses; choose another.`;
  const service = taken.services.get(address);
  if (service !== undefined) return `/${address} is already the address of “${service}”.`;
  const target = taken.redirected.get(address);
  if (target !== undefined && !ownOldAddresses.has(address))
    return `/${address} redirects to ${target} (see Redirects); remove that redirect first or choose another address.`;
  return null;
}
