'use client';
import { useId, useState, type ComponentType } from 'react';
import { DisclosureButton } from '@/components/admin/ui/DisclosureButton';
import { moved, OrderButtons } from '@/components/admin/ui/OrderButtons';
import { SelectField } from '@/components/admin/ui/SelectField';
import { sectionFields } from './fields.generated';
import type { FieldsProps } from './fields-props';
import {
  MAX_SECTIONS,
  newSection,
  SECTION_KINDS,
  sectionLabel,
  type Section,
  type SectionKind,
} from './kinds';
import styles from './SectionsEditor.module.css';

type Props = {
  sections: Section[];
  onChange: (sections: Section[]) => void;
  /** The page's refusals: a section's are under `sections.{index}.…`. */
  errors: Record<string, string>;
};

/** The refusals of section `index`, by its own field names. */
const errorsOf = (errors: Record<string, string>, index: number) => {
  const prefix = `sections.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
};

/**
 * A page as a list of sections: each a group named after its kind and place ("Text, section 2")
 * with Move up, Move down and Remove, its fields folding away so a long page is a short list.
 * Keys follow the sections through moves, so a rich text editor keeps its own section's text.
 */
export function SectionsEditor({ sections, onChange, errors }: Props) {
  const id = useId();
  const [keys, setKeys] = useState(() => sections.map((_, at) => `${id}-i${at}`));
  const [open, setOpen] = useState(() => new Set(sections.length <= 3 ? keys : []));
  const [kind, setKind] = useState<SectionKind>('text');
  const [added, setAdded] = useState(0);
  // A copy loaded from elsewhere (a restored version) brings its own list.
  const shownKeys =
    keys.length === sections.length ? keys : sections.map((_, at) => keys[at] ?? `${id}-x${at}`);

  const change = (nextSections: Section[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onChange(nextSections);
  };
  const toggle = (key: string) =>
    setOpen((was) => {
      const now = new Set(was);
      if (!now.delete(key)) now.add(key);
      return now;
    });
  const add = () => {
    const key = `${id}-n${added}`;
    setAdded(added + 1);
    setOpen((was) => new Set(was).add(key));
    change([...sections, newSection(kind) as Section], [...shownKeys, key]);
  };
  return (
    <div>
      <ol className={styles.sections}>
        {sections.map((section, index) => {
          const key = shownKeys[index]!;
          const name = `${sectionLabel(section.kind)}, section ${index + 1}`;
          const own = errorsOf(errors, index);
          const expanded = open.has(key) || Object.keys(own).length > 0;
          const Fields = sectionFields[section.kind] as ComponentType<FieldsProps<SectionKind>>;
          return (
            <li key={key}>
              <div role="group" aria-labelledby={`${key}-name`} className={styles.section}>
                <div className={styles.head}>
                  <h3 id={`${key}-name`}>{name}</h3>
                  <DisclosureButton
                    expanded={expanded}
                    controls={`${key}-fields`}
                    onToggle={() => toggle(key)}
                  >
                    {expanded ? 'Hide fields' : 'Show fields'}
                  </DisclosureButton>
                  <OrderButtons
                    index={index}
                    count={sections.length}
                    onMove={(to) => change(moved(sections, index, to), moved(shownKeys, index, to))}
                    onRemove={() =>
                      change(
                        sections.filter((_, at) => at !== index),
                        shownKeys.filter((_, at) => at !== index),
                      )
                    }
                  />
                </div>
                {errors[`sections.${index}`] ? (
                  <p role="alert">{errors[`sections.${index}`]}</p>
                ) : null}
                <div id={`${key}-fields`} className={styles.fields} hidden={!expanded}>
                  <Fields
                    section={section}
                    errors={own}
                    onChange={(changed) =>
                      change(
                        sections.map((old, at) => (at === index ? changed : old)),
                        shownKeys,
                      )
                    }
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {errors.sections ? <p role="alert">{errors.sections}</p> : null}
      {sections.length < MAX_SECTIONS ? (
        <div className={styles.add}>
          <SelectField
            label="Kind of section"
            value={kind}
            onChange={(e) => setKind(e.target.value as SectionKind)}
          >
            {SECTION_KINDS.map((option) => (
              <option key={option} value={option}>
                {sectionLabel(option)}
              </option>
            ))}
          </SelectField>
          <button type="button" className="button" onClick={add}>
            Add section
          </button>
        </div>
      ) : null}
    </div>
  );
}
