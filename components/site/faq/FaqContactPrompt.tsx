import { faqPageContent } from '@/lib/content/faq';
import styles from './FaqContactPrompt.module.css';

export function FaqContactPrompt() {
  return (
    <p className={`section-intro ${styles.prompt}`}>
      {faqPageContent.contactPrompt} <a href="/contact-us">{faqPageContent.contactLinkLabel}</a>
    </p>
  );
}
