import 'server-only';
import { servicePath } from '@/lib/content/page-paths';
import { reservedAddresses } from '@/lib/content/reserved-addresses';
import { addressProblem } from '@/lib/domain/service-address';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { HttpError } from '@/lib/http/respond';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { redirectTargets } from '@/lib/own-data/redirects/redirect-store';

/**
 * Refuses (400, on the "address" field) an address service or page `key` may not take:
 * malformed, one of the site's own, another service's or page's (`services`: both, which share
 * these addresses), or one a redirect answers (unless that redirect leads to this page: it is
 * moving back). `current`: its address now, null for a new one.
 */
export async function checkServiceAddress(
  address: string,
  key: string | null,
  current: string | null,
  services: readonly { key: string; address: string; title: string }[],
): Promise<void> {
  const redirects = await redirectTargets(await ownDatabase());
  const single = redirects.filter((redirect) => /^\/[^/]+$/.test(redirect.from));
  const own = current === null ? undefined : servicePath(current);
  const problem = addressProblem(
    address,
    current,
    {
      reserved: reservedAddresses,
      services: new Map(
        services
          .filter((service) => service.key !== key)
          .map((service) => [service.address, service.title]),
      ),
      redirected: new Map(single.map((redirect) => [redirect.from.slice(1), redirect.to])),
    },
    new Set(single.filter((r) => r.to === own).map((redirect) => redirect.from.slice(1))),
  );
  if (problem) throw new HttpError(400, INVALID_FIELDS_MESSAGE, { address: problem });
}
