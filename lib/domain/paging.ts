// A page of a list, as every list door answers and every list screen reads it. Pure.
import { z } from 'zod';

export const PAGE_SIZE = 10;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A page of a list: next/previous are page numbers, null at either end. */
export type Page<T> = {
  results: T[];
  count: number;
  next: number | null;
  previous: number | null;
};

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    count: z.number().int().min(0),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
  });
