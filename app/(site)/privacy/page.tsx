import { LegalPage } from '@/components/site/legal/LegalPage';
import { legalMetadata } from '@/components/site/legal/legal-page';

export const generateMetadata = legalMetadata('privacy');

export default function PrivacyPage() {
  return <LegalPage slug="privacy" />;
}
