/** The keys of a page's (or a section's) copy that hold a list. */
type ListKey<C> = { [K in keyof C]-?: C[K] extends readonly unknown[] ? K : never }[keyof C] &
  string;

/**
 * What a list field of the copy needs from it: its name, its entries, the change that puts new
 * entries back into the copy, and the refusals (each entry's own are named `{key}.{n}.…`). The
 * lists' counterpart of copyText, spread onto LinesField, PairsField, StepsField and the like.
 */
export function copyList<C>(
  content: C,
  onChange: (content: C) => void,
  errors: Record<string, string>,
) {
  return <K extends ListKey<C>>(key: K) => ({
    name: key,
    items: content[key],
    onChange: (items: C[K]) => onChange({ ...content, [key]: items }),
    errors,
  });
}
