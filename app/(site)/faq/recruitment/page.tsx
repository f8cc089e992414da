import { faqSectionPage } from '@/components/site/faq/FaqSectionPage';

const { generateMetadata: pageMeta, Page } = faqSectionPage('recruitment');
export const generateMetadata = pageMeta;

export default function RecruitmentFaqPage() {
  return <Page />;
}
