import type { Metadata } from 'next';
import { jobMetadata } from '@/components/site/careers/job-metadata';
import { JobPage } from '@/components/site/careers/JobPage';

type Props = { params: Promise<{ id: string; slug: string }> };

// Rendered on its first request (none at build time), cached until a write expires its tag.
export const revalidate = 10;
export const generateStaticParams = async (): Promise<never[]> => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, slug } = await params;
  return jobMetadata([id, slug]);
}

export default async function JobRoute({ params }: Props) {
  const { id, slug } = await params;
  return <JobPage path={[id, slug]} />;
}
