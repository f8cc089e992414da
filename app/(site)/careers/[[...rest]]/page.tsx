import type { Metadata } from 'next';
import { CareersList } from '@/components/site/careers/CareersList';
import { careersMetadata, jobMetadata } from '@/components/site/careers/job-metadata';
import { JobPage } from '@/components/site/careers/JobPage';
import { noParamsAtBuild } from '@/lib/public/isr';

type Props = { params: Promise<{ rest?: string[] }> };

// /careers and /careers/{id}/{slug} share this optional catch-all: a sibling [id] folder cannot
// sit beside it, and the catch-all is what lets data pages regenerate on request (lib/public/isr.ts).
export const revalidate = 10;
export const generateStaticParams = noParamsAtBuild;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { rest } = await params;
  return rest ? jobMetadata(rest) : careersMetadata();
}

export default async function CareersRoute({ params }: Props) {
  const { rest } = await params;
  return rest ? <JobPage path={rest} /> : <CareersList />;
}
