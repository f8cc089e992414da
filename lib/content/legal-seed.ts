import { escapeHtml, FIRM_FACT_PLACEHOLDERS, type LegalPage } from '@/page-kinds/legal/shape';
import type { LegalDocument } from './legal';

const element = (tag: string, text: string) => `<${tag}>${escapeHtml(text)}</${tag}>`;

/**
 * A legal document as its first version in the back office: its sections as HTML headings,
 * paragraphs and lists, the firm's e-mail and registered office as placeholders the page fills.
 */
export function legalSeed(document: LegalDocument): LegalPage {
  const body = document
    .sections(FIRM_FACT_PLACEHOLDERS)
    .map(
      (section) =>
        element('h2', section.heading) +
        section.paragraphs.map((paragraph) => element('p', paragraph)).join('') +
        (section.bullets
          ? `<ul>${section.bullets.map((bullet) => element('li', bullet)).join('')}</ul>`
          : ''),
    )
    .join('');
  return {
    summary: document.summary,
    updated: document.updated,
    body,
    seoTitle: '',
    seoDescription: '',
    socialImage: '',
  };
}
