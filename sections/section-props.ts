import type { Section, SectionKind } from './kinds';

/** What every kind's renderer is given: its parsed section and where it stands on the page. */
export type SectionProps<K extends SectionKind> = {
  section: Extract<Section, { kind: K }>;
  /** Unique on the page: the base of the section's heading id. */
  id: string;
  /** The page's address, for what names it (FAQ data). */
  path: string;
  /** Whether this is the page's only section of its kind. */
  alone: boolean;
};
