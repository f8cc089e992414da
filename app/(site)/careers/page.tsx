import { CareersList } from '@/components/site/careers/CareersList';
import { careersMetadata } from '@/components/site/careers/job-metadata';

// Rendered on its first request, cached until a write expires its tag (lib/site/cache/).
export const revalidate = 10;

export const generateMetadata = careersMetadata;

export default function CareersPage() {
  return <CareersList />;
}
