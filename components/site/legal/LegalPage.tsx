import type { LegalDocument } from '@/lib/content/legal';
import { loadCompanyContact } from '@/lib/site/company-contact';
import { PageHero } from '../PageHero';
import styles from './LegalPage.module.css';

type Props = { document: LegalDocument; children?: React.ReactNode };

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const anchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Terms, Privacy and Cookie policy: title, revision date, contents and the numbered sections,
 * which name the e-mail address and registered office the back office keeps.
 */
export async function LegalPage({ document, children }: Props) {
  const sections = document.sections(await loadCompanyContact());
  return (
    <main id="main" tabIndex={-1}>
      <PageHero eyebrow="Copyright & Legal" title={document.title} lead={document.summary}>
        <p className={styles.updated}>
          Last updated:{' '}
          <time dateTime={document.updated}>{longDate.format(new Date(document.updated))}</time>
        </p>
        {children}
      </PageHero>
      <div className={`container section ${styles.layout}`}>
        <nav aria-label="On this page" className={styles.toc}>
          <h2 className={styles.tocTitle}>On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${anchor(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section) => (
            <section key={section.heading} aria-labelledby={anchor(section.heading)}>
              <h2 id={anchor(section.heading)}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.bullets && (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
