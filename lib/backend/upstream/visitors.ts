import 'server-only';
import type { Page } from '@/lib/domain/paging';
import type { Visitor } from '@/lib/domain/visitor';
import { expectOk, type UpstreamClient } from './client';
import { readPage } from './paging';
import { reshapeVisitor } from './reshape';
import { rawVisitorSchema } from './schemas';

const VISITORS = '/api/client-tracking/ips/';

export function listVisitors(client: UpstreamClient, page: number): Promise<Page<Visitor>> {
  return readPage(client, page, {
    path: VISITORS,
    item: rawVisitorSchema,
    reshape: reshapeVisitor,
    what: 'Visitor',
    alwaysNumbered: true,
  });
}

export async function recordVisit(
  client: UpstreamClient,
  input: { ip_address: string },
): Promise<void> {
  const body = { ip_address: input.ip_address };
  expectOk(await client.send('POST', client.url(VISITORS), { json: body }), 'Visitor');
}
