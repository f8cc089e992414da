import { getServerSideSitemap } from 'next-sitemap';
import { connection } from 'next/server';
import { contentPages } from '@/lib/sitemap';

/** The pages whose content is in the code, at the running server's origin. */
export async function GET() {
  await connection();
  return getServerSideSitemap(contentPages());
}
