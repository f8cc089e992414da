import { faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { generateMetadata: pageMeta, Page } = faqSectionPage('consulting');
export const generateMetadata = pageMeta;

export default function ConsultingFaqPage() {
  return <Page />;
}
