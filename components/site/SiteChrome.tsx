import { siteConfig } from '@/lib/site/site-config';
import { organizationJsonLd } from '@/lib/site/seo/json-ld';
import { SiteConfigProvider } from './config/SiteConfigProvider';
import { ConsentManager } from './consent/ConsentManager';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import { JsonLd } from './JsonLd';
import { RevealObserver } from './motion/RevealObserver';
import { ConsentGatedWidgets } from './widgets/ConsentGatedWidgets';

/**
 * Everything around a public page: skip link, header, footer, cookie consent, the consent-gated
 * widgets and the Organization data. Each page renders its own <main id="main">. The running
 * server's settings (blog address, widgets) come with the page, for its client parts.
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <SiteConfigProvider config={siteConfig()}>
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
    </SiteConfigProvider>
  );
}
