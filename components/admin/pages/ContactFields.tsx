'use client';
import type { ContactPage } from '@/lib/domain/contact-page';
import { StepsField } from './CopyLists';
import { copyText } from './copy-text';

type Props = {
  content: ContactPage;
  onChange: (content: ContactPage) => void;
  errors: Record<string, string>;
};

/**
 * The contact page's own words. The firm's phone numbers, e-mail, address and hours are the
 * company details (Settings), and the form's labels are the form's.
 */
export function ContactFields({ content, onChange, errors }: Props) {
  const text = copyText(content, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('intro', 'Introduction', 3)}
      {text('formHeading', 'Form heading')}
      {text('stepsHeading', 'Next steps heading')}
      <StepsField
        legend="Next steps"
        steps={content.steps}
        onChange={(steps) => onChange({ ...content, steps })}
        errors={errors}
      />
      {text('bookingHeading', 'Booking heading')}
      {text('bookingIntro', 'Booking introduction', 2)}
    </>
  );
}
