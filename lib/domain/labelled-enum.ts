// A closed set of values each shown to people by its own label (roles, statuses, kinds of
// entry): the values are the labels' keys, so the list is written once and the labels cannot
// miss one. Pure.
import { z } from 'zod';

/** The values (in the labels' order), their zod enum and their labels. */
export function labelledEnum<const Labels extends Record<string, string>>(labels: Labels) {
  type Value = Extract<keyof Labels, string>;
  const values = Object.keys(labels) as [Value, ...Value[]];
  return { values, schema: z.enum(values), labels: labels as Readonly<Record<Value, string>> };
}
