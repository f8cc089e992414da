import { getServerSideSitemap } from 'next-sitemap';
import { connection } from 'next/server';
import { dataPages } from '@/lib/sitemap';

/** News and careers lists and every article, read on request from the cached reads. */
export async function GET() {
  await connection();
  return getServerSideSitemap(await dataPages());
}
