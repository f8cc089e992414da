import { CareersList } from '@/components/site/careers/CareersList';
import { careersMetadata } from '@/components/site/careers/job-metadata';
import { careersCopy } from '@/lib/pages/fixed-page-copy';

// Rendered on its first request, cached until a write expires its tag (lib/freshness/).
export const revalidate = 10;

export const generateMetadata = async () => careersMetadata(await careersCopy());

export default function CareersPage() {
  return <CareersList />;
}
