import { organizationJsonLd } from '@/lib/site/seo/json-ld';
import { ConsentManager } from './consent/ConsentManager';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import { JsonLd } from './JsonLd';
import { RevealObserver } from './motion/RevealObserver';
import { ConsentGatedWidgets } from './widgets/ConsentGatedWidgets';

/**
 * Everything around a public page: skip link, header, footer, cookie consent, the consent-gated
 * widgets and the Organization data. Each page renders its own <main id="main">.
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      {children}
      <SiteFooter />
      <ConsentManager />
      <ConsentGatedWidgets />
      <RevealObserver />
      <JsonLd data={organizationJsonLd()} />
    </>
  );
}
