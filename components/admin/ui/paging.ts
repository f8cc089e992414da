import { PAGE_SIZE } from '@/lib/backend/types';

type Adjacent = { previous: number | null; next: number | null };

/** The page a list answer belongs to, read from its neighbours. */
export const pageOf = ({ previous, next }: Adjacent): number =>
  previous !== null ? previous + 1 : next !== null ? next - 1 : 1;

/** SPEC.md section 9: visitors come ten to a page and their serial numbers run on across pages. */
export const serialNumber = (page: number, index: number) => (page - 1) * PAGE_SIZE + index + 1;
