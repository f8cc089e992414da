import { FaqSectionPage, faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { section, metadata: pageMeta } = faqSectionPage('consulting');
export const metadata = pageMeta;

export default function ConsultingFaqPage() {
  return <FaqSectionPage section={section} />;
}
