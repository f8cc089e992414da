import { CookieSettingsButton } from '@/components/site/consent/CookieSettingsButton';
import { LegalPage } from '@/components/site/legal/LegalPage';
import { legalPage } from '@/components/site/legal/legal-page';

const { document, metadata: pageMeta } = legalPage('cookie-policy');
export const metadata = pageMeta;

export default function CookiePolicyPage() {
  return (
    <LegalPage document={document}>
      <CookieSettingsButton className="button" />
    </LegalPage>
  );
}
