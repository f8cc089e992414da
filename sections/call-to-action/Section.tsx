import { CtaBand } from '@/components/site/CtaBand';
import { BookConsultationLink } from '@/components/site/widgets/BookConsultationLink';
import type { SectionProps } from '../section-props';

type Button = { label: string; link: string; books: boolean; className: string };

function CtaButton({ label, link, books, className }: Button) {
  if (books)
    return (
      <BookConsultationLink href={link} className={className}>
        {label}
      </BookConsultationLink>
    );
  return (
    <a href={link} className={className}>
      {label}
    </a>
  );
}

export function CallToActionSection({ section, id }: SectionProps<'call-to-action'>) {
  return (
    <CtaBand title={section.heading} text={section.text} id={id}>
      <CtaButton
        label={section.buttonLabel}
        link={section.buttonLink}
        books={section.booking === 'first'}
        className="button button--light"
      />
      {section.secondLabel && section.secondLink ? (
        <CtaButton
          label={section.secondLabel}
          link={section.secondLink}
          books={section.booking === 'second'}
          className="button button--outline-light"
        />
      ) : null}
    </CtaBand>
  );
}
