import 'server-only';
import { sanitizeHtml } from '@/lib/rich-text/sanitize';
import type { Job } from '@/lib/domain/job';
import type { Message, Reply } from '@/lib/domain/message';
import type { News } from '@/lib/domain/news';
import type { Visitor } from '@/lib/domain/visitor';
import { ownUrl } from './links';
import type { RawJob, RawMessage, RawNews, RawVisitor } from './schemas';

// The API's records as the app's types. HTML from the API is sanitised here, before anything
// shows it: the API may hold markup no form of ours ever wrote.

/** A calendar day from a date or date-time, as the forms and the API exchange it. */
export function toDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
}

export function reshapeMessage(raw: RawMessage): Message {
  const replies: Reply[] = (raw.replies ?? []).map((reply, index) =>
    typeof reply === 'number'
      ? { id: reply, created_at: raw.created_at, reply_text: '', admin_user: '' }
      : {
          id: reply.id ?? index + 1,
          created_at: reply.created_at ?? raw.created_at,
          reply_text: reply.reply_text ?? '',
          admin_user: reply.admin_user ?? '',
        },
  );
  return {
    id: raw.id,
    created_at: raw.created_at,
    full_name: raw.full_name,
    userEmail: raw.userEmail,
    user: raw.user,
    phone_number: raw.phone_number,
    service_of_interest: raw.service_of_interest,
    description: raw.description,
    replies,
  };
}

/**
 * The browser never calls the API: its image URLs become same-origin /media/upstream URLs.
 * An image elsewhere than API_BASE_URL's origin cannot be proxied, so it is dropped.
 */
export function proxiedImage(src: string | null | undefined, baseUrl: string): string | null {
  if (!src) return null;
  const url = ownUrl(src, baseUrl);
  return url ? `/media/upstream?src=${encodeURIComponent(url.href)}` : null;
}

export function reshapeNews(raw: RawNews, baseUrl: string): News {
  return {
    id: raw.id,
    title: raw.title,
    date: toDay(raw.date),
    image: proxiedImage(raw.image, baseUrl),
    description: sanitizeHtml(raw.description ?? ''),
  };
}

export function reshapeJob(raw: RawJob): Job {
  return {
    id: raw.id,
    title: raw.title,
    description: sanitizeHtml(raw.description ?? ''),
    requirements: sanitizeHtml(raw.requirements ?? ''),
    start_date: toDay(raw.start_date),
    end_date: toDay(raw.end_date),
  };
}

export function reshapeVisitor(raw: RawVisitor): Visitor {
  return { created_at: raw.created_at, ip_address: raw.ip_address };
}
