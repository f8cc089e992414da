import 'server-only';
import type { JobRow, MessageRow, NewsRow, ReplyRow, VisitorRow } from '@/lib/own-data/db/schema';
import type { Job } from '@/lib/domain/job';
import type { Message } from '@/lib/domain/message';
import type { News } from '@/lib/domain/news';
import type { Visitor } from '@/lib/domain/visitor';

// Rows never leave the adapter as they are: these pick the fields the app's types name.

export function reshapeMessage(row: MessageRow, replyRows: ReplyRow[]): Message {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    full_name: row.fullName,
    userEmail: row.userEmail,
    user: row.user,
    phone_number: row.phoneNumber,
    service_of_interest: row.serviceOfInterest,
    description: row.description,
    replies: replyRows.map((reply) => ({
      id: reply.id,
      created_at: reply.createdAt.toISOString(),
      reply_text: reply.replyText,
      admin_user: reply.adminUser,
    })),
  };
}

type NewsSummaryRow = Omit<NewsRow, 'image'> & { hasImage: boolean };

export function reshapeNews(row: NewsSummaryRow): News {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    // The version query makes the long-cached /media URL change whenever the item does.
    image: row.hasImage ? `/media/${row.id}?v=${imageVersion(row.updatedAt)}` : null,
    description: row.description,
  };
}

export function reshapeJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    start_date: row.startDate,
    end_date: row.endDate,
  };
}

export function reshapeVisitor(row: VisitorRow): Visitor {
  return { created_at: row.createdAt.toISOString(), ip_address: row.ipAddress };
}

/** The ?v= of a banner's URL: the row's last change, so a new banner gets a new address. */
export const imageVersion = (updatedAt: Date): string => String(updatedAt.getTime());
