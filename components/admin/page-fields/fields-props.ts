/** What every kind's fields take: the page's copy (parsed by the kind's shape) and its refusals. */
export type PageFieldsProps<C> = {
  content: C;
  onChange: (content: C) => void;
  /** A message per field path, from the door's or the form's parse. */
  errors: Record<string, string>;
};
