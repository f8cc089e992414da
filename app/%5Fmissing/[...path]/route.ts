import { missingAddressDoor } from '@/lib/doors/missing-address-door';

// /_missing/…: where next.config.mjs's fallback rewrite sends an address no page, file or
// route takes (lib/redirects/missing-address.ts). Every method, so none answers 405. The
// rewrite happens inside Next: a request whose own address is /_missing/… is turned away before
// Next routes it (lib/redirects/internal-request.ts), as the rewrite cannot add a header.
export const dynamic = 'force-dynamic';

export const GET = missingAddressDoor();
export const POST = missingAddressDoor();
export const PUT = missingAddressDoor();
export const PATCH = missingAddressDoor();
export const DELETE = missingAddressDoor();
