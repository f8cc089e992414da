import { FaqSectionPage, faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { section, generateMetadata: pageMeta } = faqSectionPage('call-answering');
export const generateMetadata = pageMeta;

export default function CallAnsweringFaqPage() {
  return <FaqSectionPage section={section} />;
}
