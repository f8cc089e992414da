import { fixedPages } from '@/lib/content/page-paths';
import type { LegalSlug } from '@/lib/content/legal';
import { legalSections } from '@/page-kinds/legal/shape';
import { withFirmFacts } from '@/lib/rich-text/with-firm-facts';
import { legalCopy } from '@/lib/pages/legal-copy';
import { loadCompanyContact } from '@/lib/company-details/company-contact';
import { htmlToText } from '@/lib/text/text';
import { PageHero } from '../PageHero';
import { RichText } from '../RichText';
import styles from './LegalPage.module.css';

type Props = { slug: LegalSlug; children?: React.ReactNode };

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const anchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Terms, Privacy and Cookie policy: title, revision date, contents and the sections of the body
 * the firm writes, which name the e-mail address and registered office the back office keeps.
 */
export async function LegalPage({ slug, children }: Props) {
  const [copy, facts] = await Promise.all([legalCopy(slug), loadCompanyContact()]);
  const sections = legalSections(withFirmFacts(copy.body, facts)).map((section) => {
    const heading = section.heading === null ? null : htmlToText(section.heading);
    return { ...section, heading, id: heading && anchor(heading) };
  });
  const headed = sections.filter((section) => section.heading);
  return (
    <main id="main" tabIndex={-1}>
      <PageHero eyebrow="Copyright & Legal" title={fixedPages[slug].title} lead={copy.summary}>
        <p className={styles.updated}>
          Last updated:{' '}
          <time dateTime={copy.updated}>{longDate.format(new Date(copy.updated))}</time>
        </p>
        {children}
      </PageHero>
      <div className={`container section ${styles.layout}`}>
        <nav aria-label="On this page" className={styles.toc}>
          <h2 className={styles.tocTitle}>On this page</h2>
          <ol>
            {headed.map((section, index) => (
              <li key={index}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section, index) => (
            <section key={index} aria-labelledby={section.id ?? undefined}>
              {section.heading ? <h2 id={section.id!}>{section.heading}</h2> : null}
              <RichText html={section.html} className={styles.text} />
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
