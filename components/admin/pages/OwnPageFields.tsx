'use client';
import type { OwnPage } from '@/lib/domain/own-page';
import { copyText } from './copy-text';
import { PageSections } from './PageSections';
import formStyles from '../ui/AdminForm.module.css';

type Props = {
  content: OwnPage;
  onChange: (content: OwnPage) => void;
  errors: Record<string, string>;
};

/** A page of the firm's own: its title (the page's heading), its address, and its sections. */
export function OwnPageFields({ content, onChange, errors }: Props) {
  const text = copyText(content, onChange, errors);
  return (
    <>
      {text('title', 'Title')}
      {text('address', 'Address')}
      <p className={formStyles.hint}>
        The page’s address after the site’s domain, without the leading /. Changing it once the page
        is published leaves a permanent redirect from the old address.
      </p>
      <PageSections content={content} onChange={onChange} errors={errors} />
    </>
  );
}
