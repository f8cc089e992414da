import { aboutContent } from '@/lib/content/pages';
import { aboutCopy } from '@/lib/pages/fixed-page-copy';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';
import { OrganizationJsonLd } from '@/components/site/OrganizationJsonLd';
import { PageHero } from '@/components/site/PageHero';
import { RenderSections } from '@/sections/renderers';
import { pathOf } from '@/lib/content/page-paths';

export const generateMetadata = async () =>
  metadataFromCopy(pathOf('about'), await aboutCopy(), aboutContent);

export default async function AboutPage() {
  const copy = await aboutCopy();
  return (
    <main id="main" tabIndex={-1}>
      <PageHero
        eyebrow="About us"
        title={copy.heading}
        lead={copy.lead}
        image={{ src: copy.image, alt: copy.imageAlt }}
      />
      <RenderSections sections={copy.sections} path={pathOf('about')} />
      <OrganizationJsonLd />
    </main>
  );
}
