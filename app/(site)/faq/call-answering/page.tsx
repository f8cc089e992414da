import { FaqSectionPage, faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { section, metadata: pageMeta } = faqSectionPage('call-answering');
export const metadata = pageMeta;

export default function CallAnsweringFaqPage() {
  return <FaqSectionPage section={section} />;
}
