// Lets any control (the footer's "Cookie Settings" button, the cookie policy page) reopen the
// preferences without sharing React state with the consent manager.
export const OPEN_COOKIE_SETTINGS_EVENT = 'cookiesettingsopen';

export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
