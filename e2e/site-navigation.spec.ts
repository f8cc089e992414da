import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { rememberConsent } from './support/site-pages';

// A stored choice keeps the cookie banner out of the way of these tests.
async function withConsentChosen(page: Page) {
  await rememberConsent(page, { analytics: false, marketing: false });
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Services dropdown previews the hovered or focused service and closes on Escape', async ({
    page,
  }) => {
    await withConsentChosen(page);
    await page.goto('/');
    const banner = page.getByRole('banner');
    const services = banner.getByRole('button', { name: 'Services', exact: true });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');

    const panel = page.locator(`#${await services.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link')).toHaveCount(5); // four services and Learn more
    // Call Handling is the default preview.
    await expect(panel.getByText('Call Handling & Management Solutions')).toBeVisible();
    await expect(panel.getByRole('img')).toHaveAttribute('alt', /headset/);
    const learnMore = panel.getByRole('link', { name: /^Learn more/ });
    await expect(learnMore).toHaveAttribute('href', '/caling-handling-management-solutions');

    await panel.getByRole('link', { name: 'Recruitment', exact: true }).hover();
    await expect(panel.getByText('Recruitment Services')).toBeVisible();
    await expect(learnMore).toHaveAttribute('href', '/recruitment-services');

    await panel.getByRole('link', { name: 'Business Support', exact: true }).focus();
    await expect(learnMore).toHaveAttribute('href', '/business-support-services');

    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(services).toBeFocused();

    // Reopening starts from the default preview again; a click elsewhere closes it.
    await services.click();
    await expect(learnMore).toHaveAttribute('href', '/caling-handling-management-solutions');
    await page.getByRole('main').click({ position: { x: 5, y: 400 } });
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await services.click();
    await learnMore.click();
    await expect(page).toHaveURL(/\/caling-handling-management-solutions$/);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header links go where docs/spec.md says', async ({ page }) => {
    await withConsentChosen(page);
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    // BLOG_URL is not set on the test server, so the news pages stand in for the blog.
    await expect(nav.getByRole('link', { name: 'News and Blogs' })).toHaveAttribute(
      'href',
      '/news',
    );
    await expect(nav.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  test('the search drop-down opens, focuses its field and submits a GET to /search', async ({
    page,
  }) => {
    await withConsentChosen(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Site search', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByPlaceholder('Search here...')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(field).toHaveAttribute('placeholder', 'Search here...');
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();

    // docs/spec.md section 2: the drop-down's button reads "Search", and it runs the search.
    await toggle.click();
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const submit = panel.getByRole('button', { name: 'Search', exact: true });
    await expect(submit).toBeVisible();
    await field.fill('recruitment');
    await submit.click();
    await expect(page).toHaveURL(/\/search\?q=recruitment$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Search results for “recruitment”',
    );
  });

  test('a public page fetches no other page in the background, and a link opens a whole page', async ({
    page,
  }) => {
    await withConsentChosen(page);
    const pageFetches: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && new URL(request.url()).searchParams.has('_rsc'))
        pageFetches.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Every link in view stays idle: next/link prefetched each one's payload.
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expect(pageFetches).toEqual([]);

    await page.evaluate(() => ((window as { beforeClick?: boolean }).beforeClick = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    expect(await page.evaluate(() => (window as { beforeClick?: boolean }).beforeClick)).toBe(
      undefined,
    );
    expect(pageFetches).toEqual([]);
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await withConsentChosen(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footer.getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the footer shows the columns, contact details and the current year', async ({ page }) => {
    await withConsentChosen(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const column of ['What we do', 'Quick Links', 'Copyright & Legal', 'Connect with us']) {
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /WhatsApp chat/ })).toHaveAttribute(
      'href',
      /wa\.me/,
    );
    await expect(footer.getByRole('link', { name: '+44 121 496 0734' })).toHaveAttribute(
      'href',
      'tel:+441214960734',
    );
    await expect(footer.getByRole('link', { name: '+44 20 7946 0581' })).toBeVisible();
    await expect(
      footer.getByRole('link', { name: 'info@crestfieldbusinessservices.co.uk' }),
    ).toBeVisible();
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Crestfield Business Services Ltd`,
    );
  });

  test('the skip link moves to the main content', async ({ page }) => {
    await withConsentChosen(page);
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Menu button opens a full-width menu that traps focus and closes on Escape', async ({
    page,
  }) => {
    await withConsentChosen(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Services', exact: true })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBeCloseTo(390, 1);
    const nav = menu.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'About Us', 'Career', 'News and Blogs', 'Contact Us']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const servicesToggle = nav.getByRole('button', { name: 'Services' });
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'false');
    await servicesToggle.click();
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Business Support Services' })).toHaveAttribute(
      'href',
      '/business-support-services',
    );

    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < 14; step += 1) {
        await page.keyboard.press(key);
        expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      }
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });
});
