import 'server-only';
import { jobInputSchema } from '@/lib/backend/types';
import { sanitizeHtml } from '@/lib/sanitize';
import { readJson } from './read-body';

/** The job body, validated and with its rich text sanitised before it is stored. */
export async function readJobInput(request: Request) {
  const parsed = jobInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return parsed;
  const { description, requirements } = parsed.data;
  return {
    ...parsed,
    data: {
      ...parsed.data,
      description: sanitizeHtml(description),
      requirements: sanitizeHtml(requirements),
    },
  };
}
