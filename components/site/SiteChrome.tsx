import { loadCompanyContact } from '@/lib/company-details/company-contact';
import { askBeforePaintScript } from '@/lib/consent/consent-ask';
import { siteConfig } from '@/lib/chrome/site-config';
import { loadMenus } from '@/lib/menus/site-menus';
import { SiteConfigProvider } from './config/SiteConfigProvider';
import { ConsentManager } from './consent/ConsentManager';
import { SiteFooter } from './footer/SiteFooter';
import { featuredServices } from './header/featured-services';
import { SiteHeader } from './header/SiteHeader';
import { RevealObserver } from './motion/RevealObserver';
import { ConsentGatedWidgets } from './widgets/ConsentGatedWidgets';

/**
 * Everything around a public page: skip link, header, footer, cookie consent and the
 * consent-gated widgets (the firm's Organization data is on its own pages only:
 * OrganizationJsonLd). Each page renders its own <main id="main">. The running server's
 * settings (blog address, widgets) and the firm's e-mail address as the back office keeps it
 * come with the page, for its client parts; the services the header and footer name are their
 * published copy, read once for both, and their other links the firm's menus (/admin/menus).
 */
export async function SiteChrome({ children }: { children: React.ReactNode }) {
  const [contact, services, menus] = await Promise.all([
    loadCompanyContact(),
    featuredServices(),
    loadMenus(),
  ]);
  return (
    <SiteConfigProvider config={{ ...siteConfig(), companyEmail: contact.email }}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader services={services} links={menus.header} />
      {children}
      <SiteFooter contact={contact} services={services} links={menus.footer} />
      {/* Before the banner, so it is decided before the first paint. */}
      <script dangerouslySetInnerHTML={{ __html: askBeforePaintScript }} />
      <ConsentManager />
      <ConsentGatedWidgets />
      <RevealObserver />
    </SiteConfigProvider>
  );
}
