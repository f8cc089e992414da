import 'server-only';
import { count, desc } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { visitors } from '@/lib/own-data/db/schema';
import { PAGE_SIZE, type Page } from '@/lib/domain/paging';
import { type Visitor } from '@/lib/domain/visitor';
import { offsetOf, toPage } from '@/lib/own-data/db/paging';
import { reshapeVisitor } from './reshape';

export async function listVisitors(db: Db, page: number): Promise<Page<Visitor>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(visitors)
      .orderBy(desc(visitors.createdAt), desc(visitors.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ value: count() }).from(visitors),
  ]);
  return toPage(rows.map(reshapeVisitor), total?.value ?? 0, page);
}

export async function recordVisit(db: Db, input: { ip_address: string }): Promise<void> {
  await db.insert(visitors).values({ ipAddress: input.ip_address });
}
