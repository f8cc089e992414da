import 'server-only';
import { londonWallTimeToInstant } from '@/lib/domain/london-time';
import {
  draftIntentSchema,
  publishAtFieldSchema,
  type NewsDraftInput,
} from '@/lib/domain/news-draft';
import { readForm } from '@/lib/http/read-body';
import { NEWS_FORM_LIMIT, parseNewsForm } from './news-form';

export type NewsDraftFormResult =
  { ok: true; form: NewsDraftInput } | { ok: false; fields: Record<string, string> };

/**
 * The news form with "Publish at" (a London wall time) and the button pressed (`intent`: "Save
 * draft" or "Post News"). A post needs a banner: a new one, or the draft's own (`hasImage`).
 */
export async function readNewsDraftForm(
  request: Request,
  hasImage: boolean,
): Promise<NewsDraftFormResult> {
  const form = await readForm(request, NEWS_FORM_LIMIT);
  const intent = draftIntentSchema.safeParse(form.get('intent') ?? 'draft');
  if (!intent.success) return { ok: false, fields: { intent: 'Choose Save draft or Post News.' } };
  const news = await parseNewsForm(form, intent.data === 'post' && !hasImage);
  const fields = news.ok ? {} : { ...news.fields };

  let publishAt: Date | null = null;
  const publishAtField = publishAtFieldSchema.safeParse(form.get('publish_at') ?? '');
  if (!publishAtField.success) fields.publish_at = publishAtField.error.issues[0]!.message;
  else if (publishAtField.data !== '') {
    publishAt = londonWallTimeToInstant(publishAtField.data);
    if (!publishAt) fields.publish_at = 'Enter a real date and time.';
  }
  if (!news.ok || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, form: { value: news.value, intent: intent.data, publishAt } };
}
