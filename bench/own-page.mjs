// The bench's page of the firm's own (issue 56, "Speed and size"): one section of each kind,
// added and published through the back office's doors as an editor would, so the bench measures
// a page built from sections beside the service page it must keep up with.

const ADDRESS = 'sectors-we-serve';
const TITLE = 'Sectors we serve';
const SEO_DESCRIPTION =
  'Call handling, recruitment and consulting shaped for UK healthcare practices, letting agents, professional services and growing firms.';

// Real copy of about the length an editor writes; the picture is one of the seeded ones.
const sections = [
  {
    kind: 'text',
    heading: 'Support shaped around your sector',
    text: '<p>Every sector has its own busy season, its own regulators and its own way of talking to customers. We work with businesses across the West Midlands and the rest of the UK, and we adapt our call handling, recruitment and consulting to the way your sector works rather than asking you to fit a standard package.</p><p>Most of our clients are small and medium-sized firms with between five and two hundred staff. They come to us when the phones ring faster than the team can answer, when a key hire cannot wait, or when a contract asks for policies they do not yet have.</p>',
  },
  {
    kind: 'image-and-text',
    heading: 'Healthcare and dental practices',
    text: '<p>Our receptionists answer in your practice’s name, book and move appointments in your own system and pass urgent calls to the clinician on duty. We follow your triage notes word for word and keep a written record of every call.</p><ul><li>Appointment booking and reminders</li><li>Out-of-hours and lunchtime cover</li><li>Locum and practice staff recruitment</li></ul>',
    image: '/images/services/call-handling.jpg',
    imageAlt: 'A receptionist wearing a headset taking a call at a practice front desk',
    imageRight: false,
  },
  {
    kind: 'services',
    heading: 'Services our sector clients use most',
    text: 'Each service has its own page with what is included, how we work and what it costs.',
  },
  {
    kind: 'figures',
    heading: 'Our sector work in numbers',
    figures: [
      { figure: '140+', label: 'businesses supported across twelve sectors' },
      { figure: '96%', label: 'of calls answered within three rings' },
      { figure: '21 days', label: 'average time to fill a permanent role' },
      { figure: '9 years', label: 'serving firms from our Birmingham office' },
    ],
  },
  {
    kind: 'quote',
    quote:
      'Crestfield took over our phones during the busiest quarter we have ever had. Patients noticed the difference within a week, and our own team could finally get on with their work.',
    name: 'Amara Okafor',
    company: 'Okafor Dental, Wolverhampton',
  },
  {
    kind: 'questions',
    heading: 'Questions sector clients ask',
    questions: [
      {
        question: 'Do you work with regulated firms?',
        answer:
          'Yes. We work with dental and medical practices, letting agents and financial advisers, and we follow your scripts, data-protection rules and complaint procedures exactly as your regulator expects.',
      },
      {
        question: 'Can you recruit for specialist roles?',
        answer:
          'We recruit for administrative, customer-facing and supervisory roles in every sector we serve, and we partner with specialist agencies for clinical and technical roles so you keep one point of contact.',
      },
      {
        question: 'How quickly can you start?',
        answer:
          'Call handling usually starts within five working days of our first call. A recruitment brief starts the day you approve it.',
      },
    ],
  },
  {
    kind: 'latest-news',
    heading: 'News and guidance for your sector',
    howMany: 3,
  },
  {
    kind: 'open-jobs',
    heading: 'Work with our sector team',
    howMany: 3,
  },
  {
    kind: 'contact-form',
    heading: 'Tell us about your business',
    text: 'Tell us your sector and what is taking up your time; an adviser will reply within one working day.',
  },
  {
    kind: 'call-to-action',
    heading: 'Not sure where to start?',
    text: 'Book a free thirty-minute consultation and we will suggest a practical first step for your business.',
    buttonLabel: 'Book a consultation',
    buttonLink: '/contact-us',
  },
];

/** Adds and publishes the page with the admin's session `cookie`; returns its address. */
export async function publishTenSectionPage(url, cookie) {
  const headers = { cookie, origin: url, 'content-type': 'application/json' };
  const call = async (method, door, body) => {
    const answer = await fetch(`${url}${door}`, {
      method,
      headers,
      body: body && JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${door}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  const { key } = await call('POST', '/api/admin/pages', {
    kind: 'page',
    title: TITLE,
    address: ADDRESS,
  });
  const door = `/api/admin/pages/${encodeURIComponent(key)}`;
  const { revision, content } = await call('GET', door);
  await call('POST', `${door}/publish`, {
    revision,
    content: { ...content, seoDescription: SEO_DESCRIPTION, sections },
  });
  // Measured as a 404 instead, the row would look fast and mean nothing.
  const served = await fetch(`${url}/${ADDRESS}`);
  if (served.status !== 200) throw new Error(`/${ADDRESS} answers ${served.status} once published`);
  return `/${ADDRESS}`;
}
