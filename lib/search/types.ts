// The shapes site search works with: what is indexed, and what the results page shows.

export type SearchDocument = {
  kind: 'Service' | 'Page' | 'FAQ' | 'News' | 'Job';
  title: string;
  href: string;
  /** Short text weighted between title and body: a summary, headings, keywords. */
  summary: string;
  /** The body. */
  text: string;
};

/** A run of text, marked when it is a word the query matched. */
export type Segment = { text: string; match: boolean };

export type SearchHit = {
  document: SearchDocument;
  score: number;
  title: Segment[];
  excerpt: Segment[];
};
