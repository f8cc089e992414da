// The buttons of a form that can keep news back: "Save draft" and "Post News" (now, or at
// "Publish at"), and what the back office says once one was pressed.
import { formatLondonTime } from '@/lib/domain/london-time';
import type { NewsDraft } from '@/lib/domain/news-draft';
import type { NewsFormAction } from './NewsForm';

export const DRAFT_ACTIONS: NewsFormAction[] = [
  {
    intent: 'draft',
    label: 'Save draft',
    busy: 'Saving...',
    failed: 'Failed to save the draft: ',
    network: 'Error saving the draft.',
  },
  {
    intent: 'post',
    label: 'Post News',
    busy: 'Posting...',
    failed: 'Failed to post news: ',
    network: 'Error posting news.',
  },
];

/** A draft kept, a post scheduled, or a post that could not go out yet and will be retried. */
export function draftSavedMessage(draft: NewsDraft): string {
  if (draft.state === 'draft') return 'Draft saved. It is not public until you post it.';
  if (draft.last_error)
    return 'The news could not be posted yet; it will be posted as soon as the firm’s API answers.';
  return `News scheduled for ${formatLondonTime(draft.publish_at!)}.`;
}
