import { FaqSectionPage, faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { section, metadata: pageMeta } = faqSectionPage('privacy-and-security');
export const metadata = pageMeta;

export default function PrivacyAndSecurityFaqPage() {
  return <FaqSectionPage section={section} />;
}
