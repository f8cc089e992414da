import { JobPage } from '@/components/site/careers/JobPage';

// /careers/{id} without its slug: JobPage answers 308 to the full address (lib/jobs/job-route).
export const revalidate = 10;
export const generateStaticParams = async (): Promise<never[]> => [];

export default async function JobWithoutSlug({ params }: { params: Promise<{ id: string }> }) {
  return <JobPage path={[(await params).id]} />;
}
