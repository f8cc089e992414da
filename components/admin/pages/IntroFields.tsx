'use client';
import type { CareersPage, IntroPage } from '@/lib/domain/intro-page';
import { StepsField } from './CopyLists';
import { copyText } from './copy-text';

type Props<C> = {
  content: C;
  onChange: (content: C) => void;
  errors: Record<string, string>;
};

/** The FAQ's and the news page's introduction: the heading and the paragraph above the list. */
export function IntroFields({ content, onChange, errors }: Props<IntroPage>) {
  const text = copyText(content, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('intro', 'Introduction', 3)}
    </>
  );
}

/** The careers page: its introduction, and its words around the vacancies, in page order. */
export function CareersFields({ content, onChange, errors }: Props<CareersPage>) {
  const text = copyText(content, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('intro', 'Introduction', 3)}
      {text('openingsHeading', 'Vacancies heading')}
      {text('noVacanciesHeading', 'When there are no vacancies: heading')}
      {text('noVacanciesText', 'When there are no vacancies: text', 3)}
      {text('stepsHeading', 'How to apply heading')}
      <StepsField
        legend="How to apply"
        steps={content.steps}
        onChange={(steps) => onChange({ ...content, steps })}
        errors={errors}
      />
      {text('equalOpportunities', 'Equal opportunities statement', 3)}
    </>
  );
}
