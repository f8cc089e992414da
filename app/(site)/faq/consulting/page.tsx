import { FaqSectionPage, faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { section, generateMetadata: pageMeta } = faqSectionPage('consulting');
export const generateMetadata = pageMeta;

export default function ConsultingFaqPage() {
  return <FaqSectionPage section={section} />;
}
