'use client';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import type { Section } from '@/sections/kinds';
import { SectionsEditor } from '@/sections/SectionsEditor';

type Props<C extends { sections: Section[] }> = PageFieldsProps<C>;

/** The part of a page built from sections: its list, under a heading of its own. */
export function PageSections<C extends { sections: Section[] }>({
  content,
  onChange,
  errors,
}: Props<C>) {
  return (
    <>
      <h2>Sections</h2>
      <SectionsEditor
        sections={content.sections}
        onChange={(sections) => onChange({ ...content, sections })}
        errors={errors}
      />
    </>
  );
}
