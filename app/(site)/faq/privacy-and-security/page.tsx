import { FaqSectionPage, faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { section, generateMetadata: pageMeta } = faqSectionPage('privacy-and-security');
export const generateMetadata = pageMeta;

export default function PrivacyAndSecurityFaqPage() {
  return <FaqSectionPage section={section} />;
}
