'use client';
import { ListField } from '@/components/admin/ui/ListField';
import { TextAreaField, TextField } from '@/components/admin/ui/TextField';

type Common = {
  legend: string;
  itemName: string;
  /** The list's field in the copy: its items' errors are under `{name}.{index}…`. */
  name: string;
  max: number;
  errors: Record<string, string>;
};

/** What every copy list passes on to ListField: its legend, entry name, limit and own error. */
const listFrame = ({ legend, itemName, name, max, errors }: Common) => ({
  legend,
  itemName,
  max,
  error: errors[name],
});

type LinesProps = Common & {
  items: string[];
  onChange: (items: string[]) => void;
  label: string;
  /** Paragraphs rather than lines: each entry a text area this many rows high. */
  rows?: number;
};

/** A list of one-line entries ("Who it is for", "Outcomes"), each labelled `{label} n`. */
export function LinesField({ items, onChange, label, rows, ...common }: LinesProps) {
  const { name, errors } = common;
  const Field = rows ? TextAreaField : TextField;
  return (
    <ListField
      {...listFrame(common)}
      items={items}
      onChange={onChange}
      blank={() => ''}
      renderItem={(line, index, change) => (
        <Field
          label={`${label} ${index + 1}`}
          rows={rows}
          value={line}
          error={errors[`${name}.${index}`]}
          onChange={(e) => change(e.target.value)}
        />
      )}
    />
  );
}

type PairProps<H extends string, B extends string> = Common & {
  items: Record<H | B, string>[];
  onChange: (items: Record<H | B, string>[]) => void;
  /** The entry's short part (a heading, a question) and its label for entry n. */
  head: H;
  headLabel: (n: number) => string;
  /** The entry's paragraph (a detail, an answer), its label and its height. */
  body: B;
  bodyLabel: (n: number) => string;
  bodyRows: number;
};

/** A list of entries of a line and a paragraph ("What is included", the FAQ's questions). */
export function PairsField<H extends string, B extends string>({
  items,
  onChange,
  head,
  headLabel,
  body,
  bodyLabel,
  bodyRows,
  ...common
}: PairProps<H, B>) {
  const { name, errors } = common;
  return (
    <ListField
      {...listFrame(common)}
      items={items}
      onChange={onChange}
      blank={() => ({ [head]: '', [body]: '' }) as Record<H | B, string>}
      renderItem={(item, index, change) => (
        <>
          <TextField
            label={headLabel(index + 1)}
            value={item[head]}
            error={errors[`${name}.${index}.${head}`]}
            onChange={(e) => change({ ...item, [head]: e.target.value })}
          />
          <TextAreaField
            label={bodyLabel(index + 1)}
            rows={bodyRows}
            value={item[body]}
            error={errors[`${name}.${index}.${body}`]}
            onChange={(e) => change({ ...item, [body]: e.target.value })}
          />
        </>
      )}
    />
  );
}

/**
 * A page's numbered steps ("Next steps", "How to apply", a service's "How it works"): "Step n"
 * and "Step n detail". A step's heading is its `title`, unless the page names it otherwise.
 */
export function StepsField<H extends string = 'title'>({
  legend,
  name,
  head = 'title' as H,
  items,
  onChange,
  errors,
}: {
  legend: string;
  name: string;
  head?: H;
  items: Record<H | 'detail', string>[];
  onChange: (items: Record<H | 'detail', string>[]) => void;
  errors: Record<string, string>;
}) {
  return (
    <PairsField
      legend={legend}
      itemName="step"
      name={name}
      items={items}
      onChange={onChange}
      head={head}
      headLabel={(n) => `Step ${n}`}
      body="detail"
      bodyLabel={(n) => `Step ${n} detail`}
      bodyRows={2}
      max={8}
      errors={errors}
    />
  );
}
