// Jobs: the roles posted through the year, and what applicants write.
export const ROLES: { title: string; team: string; duties: string; needs: string[] }[] = [
  {
    title: 'Call Handler',
    team: 'call-handling',
    duties:
      'Answer calls for our clients, take accurate messages, book appointments and pass urgent matters on at once.',
    needs: [
      'A calm, clear telephone manner',
      'Typing speed of 40 words per minute or more',
      'At least six months in a customer-facing role',
    ],
  },
  {
    title: 'Senior Call Handler',
    team: 'call-handling',
    duties:
      'Lead a shift of call handlers, look after our largest accounts and train new starters.',
    needs: [
      'Two years in a contact centre or reception role',
      'Experience coaching colleagues',
      'Confident with call-handling software',
    ],
  },
  {
    title: 'Recruitment Consultant',
    team: 'recruitment',
    duties:
      'Source, screen and place candidates with clients across the region, owning each brief from start to placement.',
    needs: [
      'Two years of recruitment experience',
      'Working knowledge of right-to-work checks',
      'A full UK driving licence',
    ],
  },
  {
    title: 'Resourcer',
    team: 'recruitment',
    duties:
      'Find and screen candidates for our consultants, keep our database current and arrange interviews.',
    needs: [
      'Experience with job boards and LinkedIn Recruiter',
      'Excellent written English',
      'A methodical approach to records',
    ],
  },
  {
    title: 'Business Consultant',
    team: 'consulting',
    duties:
      'Work with owners of small and medium firms on planning, pricing and processes, from first meeting to report.',
    needs: [
      'Five years in consulting or general management',
      'Strong financial literacy',
      'Confident presenting to directors',
    ],
  },
  {
    title: 'Compliance Officer',
    team: 'consulting',
    duties:
      'Review clients’ policies and procedures, write clear guidance and prepare them for audits and inspections.',
    needs: [
      'Knowledge of UK GDPR and health and safety law',
      'Experience writing policies',
      'A relevant qualification or willingness to study for one',
    ],
  },
  {
    title: 'Virtual Executive Assistant',
    team: 'business support',
    duties:
      'Manage diaries, travel and correspondence for company directors, working remotely within the UK.',
    needs: [
      'Experience supporting senior leaders',
      'Confident with Microsoft 365 and Google Workspace',
      'Discretion with confidential information',
    ],
  },
  {
    title: 'Bookkeeper',
    team: 'business support',
    duties:
      'Keep clients’ books up to date, process supplier invoices and prepare monthly management figures.',
    needs: [
      'AAT Level 3 or equivalent experience',
      'Experience with Xero or QuickBooks',
      'Accuracy and attention to detail',
    ],
  },
  {
    title: 'Administrator',
    team: 'business support',
    duties:
      'Provide day-to-day administrative support to our client teams: documents, data entry, filing and post.',
    needs: ['A year in an office role', 'Good IT skills', 'A friendly, organised approach'],
  },
  {
    title: 'Cyber Security Analyst',
    team: 'risk',
    duties:
      'Assess clients’ IT security, guide them through Cyber Essentials and respond to incidents.',
    needs: [
      'Experience in IT support or security',
      'Knowledge of Microsoft 365 security settings',
      'A relevant certification such as CompTIA Security+',
    ],
  },
  {
    title: 'Relocation Coordinator',
    team: 'relocation',
    duties:
      'Help families and professionals moving to the UK with housing, schools, registrations and settling in.',
    needs: [
      'Experience in relocation, lettings or customer service',
      'Excellent organisation',
      'A second language is an advantage',
    ],
  },
  {
    title: 'Content Writer',
    team: 'digital',
    duties:
      'Write clear articles, web pages and case studies for our clients and for our own site.',
    needs: [
      'A portfolio of published business writing',
      'Excellent spelling and grammar',
      'Comfort with search-friendly writing',
    ],
  },
  {
    title: 'Social Media Executive',
    team: 'digital',
    duties: 'Plan, write and schedule posts for a portfolio of clients and report on what works.',
    needs: [
      'Experience running business social media accounts',
      'An eye for design',
      'Confident with scheduling tools',
    ],
  },
  {
    title: 'Transcriptionist',
    team: 'business support',
    duties: 'Produce accurate transcripts and minutes from recorded meetings and interviews.',
    needs: [
      'Typing speed of 70 words per minute or more',
      'Excellent listening skills',
      'Experience with legal or medical terms is an advantage',
    ],
  },
  {
    title: 'Office Manager',
    team: 'operations',
    duties:
      'Run our Birmingham office: facilities, suppliers, health and safety and the team’s day-to-day needs.',
    needs: [
      'Three years in office management',
      'Experience managing budgets and suppliers',
      'A proactive, practical approach',
    ],
  },
];
export const JOB_VARIANTS = [
  '',
  ' (Part-time)',
  ' (Maternity cover)',
  ' (Fixed-term, 6 months)',
  ' (Remote)',
  ' (Evenings)',
];
export const JOB_PLACES = [
  'our Birmingham hub',
  'our Colmore Row office',
  'our Solihull office',
  'home, with two office days a week',
];
export const COVER_LETTERS = [
  'I am applying for this role because it matches the work I enjoy most and the experience I have built over the last few years.',
  'I have followed Crestfield’s work for some time and would welcome the chance to join a team that clients clearly trust.',
  'In my current role I handle a busy workload with care, and I am looking for a place where I can keep learning.',
  'I am returning to work after a career break and am keen to bring my organisation and people skills to your team.',
  'I recently moved to the West Midlands and am looking for a permanent role with a growing firm.',
];
export const COVER_MIDDLES = [
  ' I am reliable, calm under pressure and careful with detail.',
  ' My references will confirm that I work well in a team and on my own.',
  ' I have attached my CV, which sets out my experience and training.',
  ' I am available to start after giving four weeks’ notice.',
];
