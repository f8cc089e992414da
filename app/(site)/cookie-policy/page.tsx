import { CookieSettingsButton } from '@/components/site/consent/CookieSettingsButton';
import { LegalPage } from '@/components/site/legal/LegalPage';
import { legalMetadata } from '@/components/site/legal/legal-page';

export const generateMetadata = legalMetadata('cookie-policy');

export default function CookiePolicyPage() {
  return (
    <LegalPage slug="cookie-policy">
      <CookieSettingsButton className="button" />
    </LegalPage>
  );
}
