import { FaqSectionPage, faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { section, metadata: pageMeta } = faqSectionPage('recruitment');
export const metadata = pageMeta;

export default function RecruitmentFaqPage() {
  return <FaqSectionPage section={section} />;
}
