import Link from 'next/link';
import { faqPageContent } from '@/lib/content/faq';
import styles from './FaqContactPrompt.module.css';

export function FaqContactPrompt() {
  return (
    <p className={`section-intro ${styles.prompt}`}>
      {faqPageContent.contactPrompt}{' '}
      <Link href="/contact-us">{faqPageContent.contactLinkLabel}</Link>
    </p>
  );
}
