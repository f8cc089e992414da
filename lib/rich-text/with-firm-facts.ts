import 'server-only';
import { escapeHtml, FIRM_FACT_PLACEHOLDERS } from '@/page-kinds/legal/shape';
import { sanitizeHtml } from './sanitize';

type FirmFacts = { email: string; registeredOffice: string };

/**
 * A legal page's body with the firm's e-mail and registered office written in where its text
 * names them. Only text is filled: a placeholder inside an attribute (`href="{registered
 * office}"`) stays as written, so a value from Settings never becomes a link or an attribute
 * (issue 53). The body is sanitised on the way out as well as when it was saved.
 */
export function withFirmFacts(html: string, facts: FirmFacts): string {
  const email = escapeHtml(facts.email);
  const office = escapeHtml(facts.registeredOffice);
  return sanitizeHtml(html, {
    // Text arrives escaped; the placeholders hold no character escaping changes.
    text: (escaped) =>
      escaped
        .replaceAll(FIRM_FACT_PLACEHOLDERS.email, email)
        .replaceAll(FIRM_FACT_PLACEHOLDERS.registeredOffice, office),
  });
}
