import { missingAddressDoor } from '@/lib/doors/missing-address-door';

// /_missing/…: where next.config.mjs's fallback rewrite sends an address no page, file or
// route takes (lib/site/redirects/missing-address.ts). Every method, so none answers 405.
export const dynamic = 'force-dynamic';

export const GET = missingAddressDoor();
export const POST = missingAddressDoor();
export const PUT = missingAddressDoor();
export const PATCH = missingAddressDoor();
export const DELETE = missingAddressDoor();
