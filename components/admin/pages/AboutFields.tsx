'use client';
import type { AboutPage } from '@/lib/domain/about-page';
import fieldsets from '../ui/Fieldsets.module.css';
import { copyText } from './copy-text';
import { PageSections } from './PageSections';
import { PictureFields } from './PictureFields';

type Props = {
  content: AboutPage;
  onChange: (content: AboutPage) => void;
  errors: Record<string, string>;
};

/** The About page: its opening, then its sections. */
export function AboutFields({ content, onChange, errors }: Props) {
  const text = copyText(content, onChange, errors);
  return (
    <>
      <fieldset className={fieldsets.group}>
        <legend>Opening</legend>
        {text('heading', 'Heading')}
        {text('lead', 'Introduction', 3)}
        <PictureFields content={content} onChange={onChange} errors={errors} />
      </fieldset>
      <PageSections content={content} onChange={onChange} errors={errors} />
    </>
  );
}
