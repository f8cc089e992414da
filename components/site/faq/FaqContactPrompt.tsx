import { faqPageContent } from '@/lib/content/faq';
import styles from './FaqContactPrompt.module.css';
import { pathOf } from '@/lib/content/page-paths';

export function FaqContactPrompt() {
  return (
    <p className={`section-intro ${styles.prompt}`}>
      {faqPageContent.contactPrompt}{' '}
      <a href={pathOf('contact')}>{faqPageContent.contactLinkLabel}</a>
    </p>
  );
}
