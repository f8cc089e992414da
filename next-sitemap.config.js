// Writes public/sitemap.xml (every prerendered public route) and robots.txt after `next build`.
// News and jobs live in the server sitemap (/server-sitemap.xml), which reads the Backend.
const siteUrl = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(
  /\/$/,
  '',
);

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  exclude: [
    '/admin',
    '/admin/*',
    '/api/*',
    '/media/*',
    '/icon.svg',
    '/server-sitemap.xml',
    '/opengraph-image*',
  ],
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    additionalSitemaps: [`${siteUrl}/server-sitemap.xml`],
  },
};
