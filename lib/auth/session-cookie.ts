// Which session cookie the login sets and every reader looks for. Pure, because middleware.ts
// runs on the Edge runtime; both sides decide from SITE_URL as the running server sees it.

/** An https site gets Secure cookies named with the __Secure- prefix. */
export const usesSecureCookies = (siteUrl: string | undefined): boolean =>
  (siteUrl ?? '').trim().startsWith('https://');

/** next-auth's session cookie name for that choice. */
export const sessionCookieName = (secure: boolean): string =>
  `${secure ? '__Secure-' : ''}next-auth.session-token`;
