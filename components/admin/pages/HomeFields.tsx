'use client';
import type { HomePage } from '@/lib/domain/home-page';
import fieldsets from '../ui/Fieldsets.module.css';
import { copyText } from './copy-text';
import { PageSections } from './PageSections';
import { PictureFields } from './PictureFields';

type Props = {
  content: HomePage;
  onChange: (content: HomePage) => void;
  errors: Record<string, string>;
};

/** The home page: its opening (after the firm's name, which stays its own), then its sections. */
export function HomeFields({ content, onChange, errors }: Props) {
  const text = copyText(content, onChange, errors);
  return (
    <>
      <fieldset className={fieldsets.group}>
        <legend>Opening</legend>
        {text('eyebrow', 'Line above the heading')}
        {text('heading', 'Heading (after the firm’s name)')}
        {text('lead', 'Introduction', 3)}
        {text('ctaLabel', 'Button to book a consultation')}
        {text('servicesLinkLabel', 'Link to the services')}
        <PictureFields content={content} onChange={onChange} errors={errors} />
      </fieldset>
      <PageSections content={content} onChange={onChange} errors={errors} />
    </>
  );
}
