import { LegalPage } from '@/components/site/legal/LegalPage';
import { legalPage } from '@/components/site/legal/legal-page';

const { document, metadata: pageMeta } = legalPage('privacy');
export const metadata = pageMeta;

export default function PrivacyPage() {
  return <LegalPage document={document} />;
}
