'use client';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import type { IntroPage } from './shape';
import { copyText } from '@/components/admin/page-fields/copy-text';

/** The FAQ's and the news page's introduction: the heading and the paragraph above the list. */
export function IntroFields({ content, onChange, errors }: PageFieldsProps<IntroPage>) {
  const text = copyText(content, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('intro', 'Introduction', 3)}
    </>
  );
}
