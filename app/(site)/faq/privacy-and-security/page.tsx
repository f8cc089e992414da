import { faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { generateMetadata: pageMeta, Page } = faqSectionPage('privacy-and-security');
export const generateMetadata = pageMeta;

export default function PrivacyAndSecurityFaqPage() {
  return <Page />;
}
