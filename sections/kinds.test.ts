import { describe, expect, it } from 'vitest';
import {
  MAX_SECTIONS,
  newSection,
  SECTION_KINDS,
  sectionLabel,
  sectionSchema,
  sectionSearchText,
  sectionShapes,
  sectionsSchema,
  withinPageSize,
} from './kinds';

const fieldsNamed = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('the section kinds', () => {
  it('offers the ten kinds the design names, and the points and steps home and about are built from', () => {
    expect(SECTION_KINDS.map(sectionLabel)).toEqual([
      'Text',
      'Image and text',
      'Call to action',
      'Services',
      'Questions',
      'Latest news',
      'Open jobs',
      'Contact form',
      'Quote',
      'Figures',
      'Points',
      'Steps',
    ]);
    for (const kind of SECTION_KINDS) expect(newSection(kind).kind).toBe(kind);
  });

  it('starts a new section from its seed, a copy the editor may change freely', () => {
    const first = newSection('questions');
    if (first.kind !== 'questions') throw new Error('wrong kind');
    first.questions.push({ question: 'Changed', answer: 'Changed' });
    expect(sectionShapes.questions.seed.questions).toHaveLength(1);
  });

  it('accepts the seeds that are complete as they are', () => {
    for (const kind of ['call-to-action', 'services', 'latest-news', 'open-jobs'] as const)
      expect(sectionSchema.safeParse(newSection(kind)).success, kind).toBe(true);
  });

  it('refuses a section of an unknown kind, naming its place', () => {
    const result = sectionsSchema.safeParse([newSection('services'), { kind: 'carousel' }]);
    expect(result.success).toBe(false);
    expect(fieldsNamed(result)).toEqual(['1.kind']);
    expect(result.error?.issues[0]?.message).toBe(
      'Choose one of the kinds of section the editor offers.',
    );
  });

  it('refuses a missing required field, naming it', () => {
    const result = sectionsSchema.safeParse([{ kind: 'quote', quote: 'They answer every call.' }]);
    expect(fieldsNamed(result)).toEqual(['0.name']);
    expect(result.error?.issues[0]?.message).toBe('Please fill this in.');
  });

  it('refuses a button link that is neither a page of the site nor https', () => {
    for (const buttonLink of ['http://example.com', '//evil.example', 'javascript:alert(1)']) {
      const result = sectionSchema.safeParse({ ...newSection('call-to-action'), buttonLink });
      expect(fieldsNamed(result), buttonLink).toEqual(['buttonLink']);
    }
    for (const buttonLink of ['/contact-us', 'https://example.com/book'])
      expect(sectionSchema.safeParse({ ...newSection('call-to-action'), buttonLink }).success).toBe(
        true,
      );
  });

  it('refuses a picture without a description, and rich text that is only markup', () => {
    const section = {
      kind: 'image-and-text',
      heading: 'Our office',
      text: '<p></p>',
      image: '/images/about/office.jpg',
      imageAlt: '',
    };
    expect(fieldsNamed(sectionSchema.safeParse(section)).sort()).toEqual(['imageAlt', 'text']);
    const withPicture = { kind: 'text', heading: 'A', text: '<p>Hi</p><img src="/images/a.jpg">' };
    expect(fieldsNamed(sectionSchema.safeParse(withPicture))).toEqual(['text']);
  });

  it('refuses more than fifty sections', () => {
    const sections = Array.from({ length: MAX_SECTIONS + 1 }, () => newSection('services'));
    const result = sectionsSchema.safeParse(sections);
    expect(result.error?.issues[0]?.message).toBe('At most 50 sections, please.');
    expect(sectionsSchema.safeParse(sections.slice(1)).success).toBe(true);
  });

  it('measures a page as it is stored, refusing one over 500 KB', () => {
    expect(withinPageSize({ text: 'é'.repeat(249_990) })).toBe(true);
    expect(withinPageSize({ text: 'é'.repeat(250_010) })).toBe(false);
  });

  it('gives site search the words of a section, without markup', () => {
    const text = sectionSchema.parse({
      kind: 'text',
      heading: 'Payroll support',
      text: '<p>We run <strong>monthly</strong> payroll.</p>',
    });
    expect(sectionSearchText(text)).toBe('Payroll support We run monthly payroll.');
    const figures = sectionSchema.parse({
      kind: 'figures',
      heading: 'In numbers',
      figures: [{ figure: '98%', label: 'calls answered within three rings' }],
    });
    expect(sectionSearchText(figures)).toBe('In numbers 98% calls answered within three rings');
  });
});
