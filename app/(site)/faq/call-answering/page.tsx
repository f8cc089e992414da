import { faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { generateMetadata: pageMeta, Page } = faqSectionPage('call-answering');
export const generateMetadata = pageMeta;

export default function CallAnsweringFaqPage() {
  return <Page />;
}
