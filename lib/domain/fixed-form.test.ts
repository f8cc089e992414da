import { describe, expect, it } from 'vitest';
import { aboutPageSchema } from '@/page-kinds/about/shape';
import { homePageSchema } from '@/page-kinds/home/shape';

const opening = {
  heading: 'About Crestfield',
  lead: 'A Birmingham firm.',
  image: '/images/about.jpg',
  imageAlt: 'The team planning together',
  seoTitle: 'About us',
};

// As the About page's copy was stored before it was built from sections.
const storedAbout = {
  ...opening,
  storyHeading: 'Our story',
  story: ['Founded in 2015 & still <growing>.', 'Two offices.'],
  missionHeading: 'Our mission',
  mission: 'Calm, dependable support.',
  valuesHeading: 'Our values',
  values: [{ title: 'Reliability', detail: 'We answer promptly.' }],
  approachHeading: 'Our approach',
  approach: ['We listen first.'],
  ctaHeading: 'Work with us',
  ctaText: 'A free first consultation.',
  ctaLabel: 'Book a consultation',
};

describe('copy stored before Home and About were built from sections', () => {
  it('reads an old About version as the same words in sections, its paragraphs escaped', () => {
    const about = aboutPageSchema.parse(storedAbout);
    expect(about).toMatchObject({ ...opening, seoDescription: '', socialImage: '' });
    expect(about.sections.map((section) => section.kind)).toEqual([
      'text',
      'points',
      'text',
      'call-to-action',
    ]);
    expect(about.sections[0]).toEqual({
      kind: 'text',
      heading: 'Our story',
      text: '<p>Founded in 2015 &amp; still &lt;growing&gt;.</p><p>Two offices.</p>',
      highlightHeading: 'Our mission',
      highlight: 'Calm, dependable support.',
    });
    expect(about.sections[3]).toMatchObject({
      buttonLabel: 'Book a consultation',
      booking: 'first',
    });
  });

  it('reads an old home version with its closing buttons as they were', () => {
    const item = { title: 'One partner', detail: 'Many services.' };
    const home = homePageSchema.parse({
      ...opening,
      eyebrow: 'Business services',
      ctaLabel: 'Book now',
      servicesLinkLabel: 'Explore',
      servicesHeading: 'What we do',
      servicesIntro: 'Four core services.',
      whyHeading: 'Why us',
      why: [item],
      stepsHeading: 'How we work',
      steps: [item],
      commitmentsHeading: 'What you can expect',
      commitmentsIntro: 'Our standards.',
      commitments: [item],
      closingHeading: 'Ready?',
      closingText: 'Talk to us.',
    });
    expect(home.ctaLabel).toBe('Book now');
    expect(home.sections.map((section) => section.kind)).toEqual([
      'services',
      'points',
      'steps',
      'points',
      'call-to-action',
    ]);
    expect(home.sections[4]).toMatchObject({
      buttonLabel: 'Contact us',
      secondLabel: 'Book now',
      booking: 'second',
    });
  });

  it('leaves copy in today’s shape as it is, and refuses an old version missing a part', () => {
    const about = aboutPageSchema.parse(storedAbout);
    expect(aboutPageSchema.parse(about)).toEqual(about);
    const { values: _values, ...broken } = storedAbout;
    expect(aboutPageSchema.safeParse(broken).success).toBe(false);
  });
});
