// Demo content for a first start: realistic records an administrator can try every screen on.
export const seedNews = [
  {
    title: 'Crestfield opens a second client hub in Birmingham city centre',
    daysAgo: 4,
    imageFile: 'news-office-opening.jpg',
    description:
      '<p>We have opened a second client hub on Colmore Row, a short walk from Birmingham New Street. The new floor adds fourteen call-handling desks and two private meeting rooms for consultations.</p><p>Existing clients keep the same numbers and account managers; nothing changes in how your calls are answered. If you would like to visit, <a href="/contact-us">book a time with us</a>.</p>',
  },
  {
    title: 'Recruitment drive: healthcare and IT roles for spring placements',
    daysAgo: 11,
    imageFile: 'news-recruitment-drive.jpg',
    description:
      '<p>Our recruitment team is building shortlists for healthcare support workers, registered nurses and junior IT support engineers for placements starting in the spring.</p><ul><li>Pre-screened candidates with right-to-work checks</li><li>Shortlists within two to six weeks</li><li>Progress updates every week</li></ul><p>Employers can request a custom quote through our contact page.</p>',
  },
  {
    title: 'A plain-English guide to UK GDPR for small firms',
    daysAgo: 23,
    imageFile: 'news-gdpr-guide.jpg',
    description:
      '<h2>Five things to check this quarter</h2><ol><li>Know what personal data you hold and why.</li><li>Write down your lawful basis for each use.</li><li>Set retention periods and delete on time.</li><li>Answer subject access requests within one month.</li><li>Report serious breaches to the ICO within 72 hours.</li></ol><p>Our compliance team can review your policies and procedures in a single session.</p>',
  },
] as const;

export const seedJobs = [
  {
    title: 'Bilingual Call Handler (English and French)',
    closesInDays: 30,
    description:
      '<p>Answer calls for our clients in English and French, take accurate messages, book appointments and pass urgent matters on at once. Full-time, Monday to Friday, based at our Birmingham hub.</p>',
    requirements:
      '<ul><li>Fluent spoken and written English and French</li><li>At least one year in a customer-facing role</li><li>Calm, clear telephone manner</li><li>Typing speed of 40 words per minute or more</li></ul>',
  },
  {
    title: 'Recruitment Consultant (Healthcare)',
    closesInDays: 45,
    description:
      '<p>Source, screen and place healthcare professionals with care homes and clinics across the West Midlands. You will own the process from brief to placement and keep clients informed every week.</p>',
    requirements:
      '<ul><li>Two years of recruitment experience, ideally in healthcare</li><li>Working knowledge of right-to-work and DBS checks</li><li>Full UK driving licence</li></ul>',
  },
  {
    title: 'Virtual Executive Assistant (Part-time, Remote)',
    closesInDays: 60,
    description:
      '<p>Manage diaries, travel and correspondence for two company directors. Twenty hours a week, fully remote within the UK, with occasional visits to our Birmingham office.</p>',
    requirements:
      '<ul><li>Experience supporting senior leaders</li><li>Confident with Microsoft 365 and Google Workspace</li><li>Excellent written English and discretion with confidential information</li></ul>',
  },
] as const;

export const seedMessages = [
  {
    fullName: 'Amara Okafor',
    email: 'amara.okafor@example.com',
    phone: '+44 7700 900123',
    service: 'Call Handling & Management Solutions',
    description:
      'We are a three-person accountancy practice and miss calls during client meetings. Could you answer calls in our name between 9am and 6pm and send us messages by e-mail?',
    hoursAgo: 3,
    reply: null,
  },
  {
    fullName: 'Daniel Hughes',
    email: 'daniel.hughes@example.com',
    phone: '+44 7700 900456',
    service: 'Recruitment Services',
    description:
      'We need two registered nurses for a care home in Solihull from March. What would the process and timescale look like?',
    hoursAgo: 28,
    reply:
      'Thank you, Daniel. We can start with a 30-minute briefing call this week; shortlists usually follow within two to four weeks. We will send a custom quote after the call.',
  },
  {
    fullName: 'Grace Mensah',
    email: 'grace.mensah@example.com',
    phone: '+44 7700 900789',
    service: 'Immigration & Relocation',
    description:
      'I am relocating from Accra to Manchester with my family in the summer. Do you help with school places and finding a rental home?',
    hoursAgo: 52,
    reply: null,
  },
  {
    fullName: 'Tom Whitfield',
    email: 'tom.whitfield@example.com',
    phone: '+44 7700 900321',
    service: 'Basic Website',
    description:
      'I run a small plumbing business and need a simple website with a contact form and my service areas. Can you quote for this?',
    hoursAgo: 120,
    reply: null,
  },
] as const;
