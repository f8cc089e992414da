import { FaqSectionPage, faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { section, generateMetadata: pageMeta } = faqSectionPage('recruitment');
export const generateMetadata = pageMeta;

export default function RecruitmentFaqPage() {
  return <FaqSectionPage section={section} />;
}
