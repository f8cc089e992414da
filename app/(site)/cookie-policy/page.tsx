import { CookieSettingsButton } from '@/components/site/consent/CookieSettingsButton';
import { LegalPage } from '@/components/site/legal/LegalPage';
import { legalPage } from '@/components/site/legal/legal-page';

const { document, generateMetadata: pageMeta } = legalPage('cookie-policy');
export const generateMetadata = pageMeta;

export default function CookiePolicyPage() {
  return (
    <LegalPage document={document}>
      <CookieSettingsButton className="button" />
    </LegalPage>
  );
}
