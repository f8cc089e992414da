import { homeContent } from '@/lib/content/pages';
import { homeCopy } from '@/lib/pages/fixed-page-copy';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';
import { OrganizationJsonLd } from '@/components/site/OrganizationJsonLd';
import { HomeHero } from '@/components/site/home/HomeHero';
import { RenderSections } from '@/sections/renderers';

export const generateMetadata = async () =>
  metadataFromCopy('/', await homeCopy(), homeContent, { nameFirst: true });

export default async function HomePage() {
  const copy = await homeCopy();
  return (
    <main id="main" tabIndex={-1}>
      <HomeHero copy={copy} />
      <RenderSections sections={copy.sections} path="/" />
      <OrganizationJsonLd />
    </main>
  );
}
