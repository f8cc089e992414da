import { LegalPage } from '@/components/site/legal/LegalPage';
import { legalMetadata } from '@/components/site/legal/legal-page';

export const generateMetadata = legalMetadata('terms');

export default function TermsPage() {
  return <LegalPage slug="terms" />;
}
