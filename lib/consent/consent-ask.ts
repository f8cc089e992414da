import { CONSENT_KEY, CONSENT_MAX_AGE_MS, CONSENT_VERSION } from './consent';

/** Set on <html> while the visitor has no current cookie choice: the banner shows only then. */
export const ASK_ATTRIBUTE = 'data-ask-cookies';

/**
 * Runs inline, before the banner is parsed, so a first-time visitor's banner is in the first
 * paint (it used to appear only after hydration, and became the late LCP element of pages whose
 * own text is smaller) while a returning visitor's never flashes. It checks what parseConsent
 * checks, without the module: the consent manager sets the attribute again from parseConsent
 * once it runs. Without JavaScript nothing optional loads, so there is nothing to ask.
 */
export const askBeforePaintScript =
  `try{var r=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}));` +
  `if(!r||r.version!==${CONSENT_VERSION}||!(Date.now()-Date.parse(r.savedAt)<${CONSENT_MAX_AGE_MS}))throw 0}` +
  `catch(e){document.documentElement.setAttribute(${JSON.stringify(ASK_ATTRIBUTE)},'')}`;
