import type { z } from 'zod';
import { withDescribedImages } from '@/lib/domain/described-images';
import { copy } from '@/lib/domain/page-fields';
import { htmlToText } from '@/lib/text/text';

/**
 * What a section kind declares about itself (its folder's shape.ts): the name the editor shows,
 * its zod shape (with `kind` as a literal), what "Add section" starts it with, and the words it
 * gives site search. Pure, so the editor, the doors and the public renderers share it.
 */
export type SectionShape<S extends z.ZodObject = z.ZodObject> = {
  label: string;
  schema: S;
  seed: z.input<S>;
  searchText: (section: z.output<S>) => string;
  /** Its rich text fields (HTML), which every save passes through the one sanitiser. */
  richFields?: readonly (keyof z.output<S> & string)[];
};

export const defineSection = <S extends z.ZodObject>(shape: SectionShape<S>) => shape;

/** A section's heading: every kind but the quote opens with one, an h2 of the page. */
export const heading = copy(120);

/** Rich text (HTML): cleaned by the one sanitiser on every save and again when shown. */
export const richText = (max: number) =>
  withDescribedImages(copy(max).refine((html) => htmlToText(html) !== '', 'Please fill this in.'));
