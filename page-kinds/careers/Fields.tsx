'use client';
import { pageEditor } from '../page-editor';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import { type CareersPage, careersPageSchema } from './shape';
import { StepsField } from '@/components/admin/page-fields/CopyLists';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { copyList } from '@/components/admin/page-fields/copy-list';

/** The careers page: its introduction, and its words around the vacancies, in page order. */
export function CareersFields({ content, onChange, errors }: PageFieldsProps<CareersPage>) {
  const text = copyText(content, onChange, errors);
  const list = copyList(content, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('intro', 'Introduction', 3)}
      {text('openingsHeading', 'Vacancies heading')}
      {text('noVacanciesHeading', 'When there are no vacancies: heading')}
      {text('noVacanciesText', 'When there are no vacancies: text', 3)}
      {text('stepsHeading', 'How to apply heading')}
      <StepsField legend="How to apply" {...list('steps')} />
      {text('equalOpportunities', 'Equal opportunities statement', 3)}
    </>
  );
}

export const careersEditor = pageEditor(careersPageSchema, CareersFields);
