import 'server-only';
import { jobInputSchema } from '@/lib/domain/job';
import { readJson } from '@/lib/http/read-body';

/** The job body, validated (its rich text is sanitised by the Backend: clean-writes.ts). */
export async function readJobInput(request: Request) {
  return jobInputSchema.safeParse(await readJson(request));
}
