// Every service page's copy. Static data only: the route /[slug] looks a service up with getService().
// Slugs are URL path segments without the leading slash; '&' is kept raw, as in the public routes.

export type ServiceImage =
  | '/images/services/call-handling.jpg'
  | '/images/services/recruitment.jpg'
  | '/images/services/consulting.jpg'
  | '/images/services/business-support.jpg'
  | '/images/services/cyber-risk.jpg'
  | '/images/services/diaspora-relocation.jpg'
  | '/images/services/admin-support.jpg'
  | '/images/services/digital.jpg';

export type ServiceIncludedItem = { title: string; detail: string };
export type ServiceProcessStep = { step: string; detail: string };

export type Service = {
  slug: string;
  title: string;
  navTitle: string;
  /** One sentence, at most 160 characters; used as the meta description. */
  summary: string;
  image: ServiceImage;
  imageAlt: string;
  intro: string;
  whoItIsFor: string[];
  included: ServiceIncludedItem[];
  /** Four steps: how an engagement runs. */
  process: ServiceProcessStep[];
  outcomes?: string[];
  keywords: string[];
};

/** A group of related services, e.g. for "related services" links or an overview grid. */
export type ServiceSection = {
  slug: 'call-handling' | 'recruitment' | 'consulting' | 'business-support' | 'digital';
  title: string;
  description: string;
  serviceSlugs: readonly string[];
};

const IMG = {
  callHandling: '/images/services/call-handling.jpg',
  recruitment: '/images/services/recruitment.jpg',
  consulting: '/images/services/consulting.jpg',
  businessSupport: '/images/services/business-support.jpg',
  cyberRisk: '/images/services/cyber-risk.jpg',
  diaspora: '/images/services/diaspora-relocation.jpg',
  admin: '/images/services/admin-support.jpg',
  digital: '/images/services/digital.jpg',
} as const satisfies Record<string, ServiceImage>;

export const services: readonly Service[] = [
  {
    slug: 'caling-handling-management-solutions',
    title: 'Call Handling & Management Solutions',
    navTitle: 'Call Handling',
    summary:
      'Inbound call handling, routing and message-taking by trained UK staff, so every caller reaches the right person and no enquiry is lost.',
    image: IMG.callHandling,
    imageAlt: 'Call handler wearing a headset taking a customer call at a desk',
    intro:
      'Missed calls are missed business. Our call handling team answers in your company name, follows the scripts we agree with you, routes urgent calls to the right person and logs every message in a form your team can act on straight away. You decide how each type of call is handled; we take care of the volume.',
    whoItIsFor: [
      'Small and medium-sized businesses whose phones ring while staff are busy with clients',
      'Clinics, trades and professional practices that cannot leave customers waiting',
      'Growing teams that need overflow cover at peak times or during staff holidays',
      'Businesses handling bookings, order queries or first-line customer service by phone',
    ],
    included: [
      {
        title: 'Answering in your business name',
        detail:
          'Calls are answered within three rings with a greeting agreed with you, so callers feel they have reached your own office.',
      },
      {
        title: 'Call routing and transfers',
        detail:
          'We put calls through to named colleagues or departments according to your instructions and who is available on the day.',
      },
      {
        title: 'Message taking and logging',
        detail:
          "Every call is logged with the caller's details, the reason for calling and its urgency, and sent to you by email or text within minutes.",
      },
      {
        title: 'Scripted first-line support',
        detail:
          'We answer common questions, take orders and bookings, and qualify new enquiries using scripts written with you.',
      },
      {
        title: 'Overflow and holiday cover',
        detail:
          'Divert calls to us only when your lines are busy, over lunch or during absences, and take them back whenever you choose.',
      },
      {
        title: 'Monthly call reporting',
        detail:
          'A monthly summary of call volumes, peak times and the most common enquiries helps you plan staffing and spot trends.',
      },
    ],
    process: [
      {
        step: 'Discovery call',
        detail:
          'We learn how your business works, who calls you, why they call and what a good call sounds like to you.',
      },
      {
        step: 'Scripts and set-up',
        detail:
          'We draft greetings, scripts and routing rules, agree them with you and set up call diversion. Most clients go live within five working days.',
      },
      {
        step: 'Go live',
        detail:
          'Our team starts answering your calls, and we review the first two weeks with you to fine-tune scripts and routing.',
      },
      {
        step: 'Review and adjust',
        detail:
          'We meet monthly or quarterly to go through the reports and adjust cover as your business and call patterns change.',
      },
    ],
    outcomes: [
      'Fewer missed calls and lost enquiries',
      'Staff free to concentrate on the clients in front of them',
      'A consistent, professional first impression on every call',
      'A clear written record of every conversation',
    ],
    keywords: [
      'call handling',
      'call management',
      'telephone answering',
      'call routing',
      'outsourced reception',
      'Birmingham',
    ],
  },
  {
    slug: 'caling-handling-management-solutions1',
    title: 'Call Answering Service',
    navTitle: 'Call Answering',
    summary:
      'A virtual receptionist for small firms, sole traders and event organisers, with optional evening, weekend and after-hours cover.',
    image: IMG.callHandling,
    imageAlt: 'Receptionist answering a phone call and typing a message on a laptop',
    intro:
      'Our call answering service gives you a friendly, professional receptionist without the cost of employing one. We answer in your name, take clear messages and pass urgent calls on, whether you are on site, in a meeting or running an event. Cover can extend into evenings, weekends and public holidays.',
    whoItIsFor: [
      'Sole traders and small firms without a full-time receptionist',
      'Event organisers who need a staffed line for ticket, venue and delegate queries',
      'Businesses that receive calls before 9am, after 5.30pm or at weekends',
      'Consultants and home-based businesses that want a professional front desk',
    ],
    included: [
      {
        title: 'Virtual receptionist',
        detail:
          'A dedicated number, or your existing line diverted to us, answered in your business name by a trained receptionist.',
      },
      {
        title: 'Messages passed on straight away',
        detail:
          "Messages reach you by email, text or WhatsApp as soon as the call ends, with the caller's details and what they need.",
      },
      {
        title: 'Event phone lines',
        detail:
          'A temporary number for a conference, launch or festival, answered from an event script covering tickets, timings, access and directions.',
      },
      {
        title: 'After-hours cover',
        detail:
          'Evening, weekend and public holiday answering, with an agreed escalation route for calls that cannot wait until morning.',
      },
      {
        title: 'Appointment booking',
        detail:
          'We book, move and cancel appointments directly in your shared calendar or online booking system.',
      },
    ],
    process: [
      {
        step: 'Choose your cover',
        detail:
          'Tell us which hours you want covered and how you would like messages passed on to you.',
      },
      {
        step: 'Brief us',
        detail:
          'Share your greeting, your frequently asked questions and who should be contacted about urgent calls.',
      },
      {
        step: 'Divert and go live',
        detail:
          'Divert your line or use a number we provide. Straightforward set-ups can be live within two working days.',
      },
      {
        step: 'Keep us updated',
        detail:
          'Change your instructions by email or phone at any time, for example when you go on holiday or an event date moves.',
      },
    ],
    outcomes: [
      'Every call answered by a person, not a voicemail box',
      'Urgent matters reach you quickly, routine ones wait in your inbox',
      'Event attendees get answers without tying up your organising team',
    ],
    keywords: [
      'call answering service',
      'virtual receptionist',
      'after-hours call answering',
      'event phone line',
      'telephone answering UK',
    ],
  },
  {
    slug: 'recruitment-services',
    title: 'Recruitment Services',
    navTitle: 'Recruitment',
    summary:
      'End-to-end recruitment in healthcare, IT, engineering and remote data entry for UK and international employers, with a shortlist in two to six weeks.',
    image: IMG.recruitment,
    imageAlt: 'Recruiter interviewing a candidate across a table in a bright office',
    intro:
      'We find, screen and present candidates who suit both the role and your team. From agreeing the job description to handling offers and references, we manage the process and keep you informed at every stage. Most clients receive a screened shortlist within two to six weeks.',
    whoItIsFor: [
      'Healthcare providers recruiting care, nursing and support staff',
      'Technology firms hiring developers, analysts and IT support staff',
      'Engineering businesses looking for technical and site-based staff',
      'Organisations building remote data entry and administration teams',
      'Employers without an in-house HR or recruitment function',
    ],
    included: [
      {
        title: 'Role scoping',
        detail:
          'We agree the job description, salary range, working pattern and essential skills with you before any advert goes out.',
      },
      {
        title: 'Sourcing and advertising',
        detail:
          'We advertise on suitable job boards and social channels and search our own candidate network, in the UK and abroad.',
      },
      {
        title: 'Screening and first interviews',
        detail:
          'Applicants are assessed on experience, qualifications and right to work, and interviewed by our team before you see them.',
      },
      {
        title: 'Shortlist and interview scheduling',
        detail:
          'You receive a short, documented shortlist with our notes on each candidate, and we arrange interviews at times that suit you.',
      },
      {
        title: 'Offers and pre-employment checks',
        detail:
          'We manage offers, references and the checks your sector requires, such as DBS checks for regulated healthcare roles.',
      },
      {
        title: 'Onboarding follow-up',
        detail:
          'We keep in touch with new starters during their first weeks to help them settle in and to raise any early concerns with you.',
      },
    ],
    process: [
      {
        step: 'Brief',
        detail:
          'We meet to understand the role, your team and your timescale, then send a written recruitment plan and a tailored quote.',
      },
      {
        step: 'Search and screen',
        detail:
          'We advertise, search and screen applicants, and send you a progress update every week until the role is filled.',
      },
      {
        step: 'Shortlist and interviews',
        detail:
          'You receive a shortlist with notes on each candidate. We organise interviews and collect feedback from both sides.',
      },
      {
        step: 'Offer and start',
        detail:
          'We handle the offer, references and checks, and follow up with you and the new starter after their first weeks.',
      },
    ],
    outcomes: [
      'A shortlist of screened candidates in two to six weeks',
      'Less management time spent reading CVs and chasing applicants',
      'Clear weekly visibility of where your vacancy stands',
    ],
    keywords: [
      'recruitment agency',
      'healthcare recruitment',
      'IT recruitment',
      'engineering recruitment',
      'remote data entry staff',
      'international recruitment',
    ],
  },
  {
    slug: 'consultation-services',
    title: 'Consulting Services',
    navTitle: 'Consulting',
    summary:
      'Practical consulting on strategy, risk, cyber security, compliance, ESG and diaspora affairs for businesses and individuals in the UK and abroad.',
    image: IMG.consulting,
    imageAlt: 'Consultant and business owner reviewing a plan together at a meeting table',
    intro:
      'Our consultants help you make decisions with a clear view of the risks and the options. We work on specific problems, such as entering a new market, tightening cyber security or putting proper policies in place, and on the affairs of diaspora clients managing property, businesses or family matters in their home country. Every engagement ends with practical actions, not just a report.',
    whoItIsFor: [
      'Owners of small and medium-sized businesses planning growth or change',
      'Start-ups that need sound policies, processes and governance from the outset',
      'Organisations preparing for a tender, audit or investor due diligence',
      'Members of the African diaspora with property, business or family interests at home',
    ],
    included: [
      {
        title: 'Business consultancy',
        detail:
          'Business planning, process improvement and market research that turn an idea or a problem into a costed plan.',
      },
      {
        title: 'Cyber and risk',
        detail:
          'Reviews of your IT security, operational risks and continuity arrangements, with a prioritised list of fixes.',
      },
      {
        title: 'Compliance, policies and procedures',
        detail:
          'Policies written for the way your business actually works, covering data protection, HR, health and safety and sector rules.',
      },
      {
        title: 'Environmental, social and governance',
        detail:
          'Help measuring and improving your ESG performance and answering the sustainability questions clients and lenders ask.',
      },
      {
        title: 'Diaspora, immigration and relocation',
        detail:
          'Support with property, investments and paperwork in your home country, and practical help moving to or from the UK.',
      },
    ],
    process: [
      {
        step: 'Free initial consultation',
        detail:
          'A 30-minute call to understand your situation, what you want to achieve and whether we are the right people to help.',
      },
      {
        step: 'Written proposal',
        detail:
          'We set out the scope, timetable, deliverables and a fixed or capped fee, so you know the cost before work starts.',
      },
      {
        step: 'Delivery',
        detail:
          'We carry out the work with regular check-ins, sharing findings as we go rather than saving surprises for the end.',
      },
      {
        step: 'Handover and follow-up',
        detail:
          'You receive a written summary and action plan, and we hold a follow-up session to check progress and answer questions.',
      },
    ],
    outcomes: [
      'Decisions based on evidence rather than guesswork',
      'A clear, prioritised action plan your team can follow',
      'Fixed or capped fees agreed before any work begins',
    ],
    keywords: [
      'business consulting',
      'SME consultancy',
      'risk and compliance consulting',
      'diaspora consulting',
      'UK consultancy',
    ],
  },
  {
    slug: 'business-consultancy',
    title: 'Business Consultancy',
    navTitle: 'Business Consultancy',
    summary:
      'Business planning, process improvement and growth advice for UK SMEs and start-ups, delivered as clear and practical action plans.',
    image: IMG.consulting,
    imageAlt: 'Business owner and consultant discussing charts printed on paper',
    intro:
      'Whether you are starting out, growing or steadying a business after a difficult year, an outside view helps. We work alongside owners and managers to test ideas, fix processes that waste time and money, and produce plans that lenders, investors and your own team can understand and act on.',
    whoItIsFor: [
      'Founders preparing a business plan for a lender, investor or grant application',
      'Owner-managers whose business has outgrown its original processes',
      'Companies considering a new product, location or market',
      'Diaspora entrepreneurs setting up or expanding a business in the UK or in Africa',
    ],
    included: [
      {
        title: 'Business plans and forecasts',
        detail:
          'A structured business plan with market analysis, pricing and three-year financial forecasts built on assumptions you can defend.',
      },
      {
        title: 'Process reviews',
        detail:
          'We map how work really flows through your business, identify bottlenecks and duplication, and recommend practical changes.',
      },
      {
        title: 'Market research and entry',
        detail:
          'Desk research, competitor reviews and customer interviews to judge whether a new market or product is worth pursuing.',
      },
      {
        title: 'Funding readiness',
        detail:
          'Preparing the documents lenders and investors expect, so your application is complete and your numbers hold up to questions.',
      },
      {
        title: 'Organisation and roles',
        detail:
          'Clear responsibilities, reporting lines and job descriptions as your team grows beyond the founders.',
      },
    ],
    process: [
      {
        step: 'Diagnose',
        detail:
          'We review your figures and documents and speak with you and key staff to understand where the business is today.',
      },
      {
        step: 'Agree priorities',
        detail:
          'We share our findings and agree with you which two or three issues will make the biggest difference.',
      },
      {
        step: 'Build the plan',
        detail:
          'We develop the plan, forecasts or process changes with you, testing each recommendation against your resources.',
      },
      {
        step: 'Support implementation',
        detail:
          'We stay on hand for follow-up sessions while you put the plan into practice, and adjust it as results come in.',
      },
    ],
    outcomes: [
      'A business plan you can put in front of a lender or investor',
      'Simpler processes and fewer avoidable costs',
      'A shared understanding of priorities across your team',
    ],
    keywords: [
      'business consultancy',
      'business plan writing',
      'process improvement',
      'SME growth advice',
      'start-up support',
    ],
  },
  {
    slug: 'cyber-solutions',
    title: 'Cyber Solutions',
    navTitle: 'Cyber Solutions',
    summary:
      'Cyber security health checks, staff awareness training and incident response planning that help small businesses protect their data and systems.',
    image: IMG.cyberRisk,
    imageAlt: 'Laptop showing a security dashboard next to a padlock icon on screen',
    intro:
      'Most cyber incidents affecting small businesses start with something simple: a weak password, an unpatched laptop or a convincing phishing email. We help you close those gaps in plain language, without expensive tools you do not need, and prepare your team to respond calmly if something does go wrong.',
    whoItIsFor: [
      'Small businesses holding customer, payment or health data',
      'Firms asked by clients or tenders to show basic cyber security controls',
      'Organisations preparing for a Cyber Essentials assessment',
      'Teams working remotely on their own devices and home networks',
    ],
    included: [
      {
        title: 'Cyber security health check',
        detail:
          'A review of devices, accounts, backups, email security and access rights, with findings ranked by risk and cost to fix.',
      },
      {
        title: 'Cyber Essentials readiness',
        detail:
          'We help you put the five Cyber Essentials controls in place and prepare the evidence before you apply for certification.',
      },
      {
        title: 'Staff awareness training',
        detail:
          'Short, practical sessions on phishing, passwords, safe file sharing and reporting incidents, tailored to your sector.',
      },
      {
        title: 'Incident response plan',
        detail:
          'A clear plan setting out who does what in the first hours of an incident, including when to inform clients and the ICO.',
      },
      {
        title: 'Security policies',
        detail:
          'Acceptable use, password, remote working and device policies written to match the tools your team actually uses.',
      },
    ],
    process: [
      {
        step: 'Scope',
        detail:
          'We agree which systems, sites and people are in scope and what you need to show clients, insurers or regulators.',
      },
      {
        step: 'Assess',
        detail:
          'We review your set-up through interviews, configuration checks and document reviews, with minimal disruption to your work.',
      },
      {
        step: 'Report and prioritise',
        detail:
          'You receive a plain-English report with a prioritised action list, separating quick wins from longer-term work.',
      },
      {
        step: 'Fix and train',
        detail:
          'We help your IT provider or team make the changes, then train staff and recheck the highest-risk items.',
      },
    ],
    outcomes: [
      'Fewer easy routes in for attackers',
      'Staff who recognise and report suspicious emails',
      'Evidence of good practice for clients, insurers and tenders',
    ],
    keywords: [
      'cyber security for small business',
      'Cyber Essentials readiness',
      'phishing awareness training',
      'incident response plan',
      'IT security review',
    ],
  },
  {
    slug: 'risk-solutions',
    title: 'Risk Solutions',
    navTitle: 'Risk Solutions',
    summary:
      'Risk assessments, risk registers and business continuity planning that help you anticipate problems and keep operating when they happen.',
    image: IMG.cyberRisk,
    imageAlt: 'Risk register and continuity plan documents laid out on a desk',
    intro:
      'Every business carries risk, from losing a key supplier to a flood at the office. We help you identify the risks that matter most, decide what to do about each one and write continuity plans your team can follow under pressure. The result is a business that recovers faster and answers due diligence questions with confidence.',
    whoItIsFor: [
      'SMEs that have never formally assessed their business risks',
      'Businesses that depend on a small number of suppliers, clients or key people',
      'Organisations bidding for public sector or corporate contracts',
      'Boards and trustees who need a clearer view of risk for governance',
    ],
    included: [
      {
        title: 'Risk workshops',
        detail:
          'Structured sessions with your managers to identify operational, financial, people, legal and reputational risks.',
      },
      {
        title: 'Risk register',
        detail:
          'A register scoring each risk by likelihood and impact, with owners, controls and review dates, in a format you can maintain.',
      },
      {
        title: 'Business continuity planning',
        detail:
          'Plans for losing premises, systems, suppliers or staff, including contact lists and the first steps to take.',
      },
      {
        title: 'Supplier and contract risk',
        detail:
          'A review of critical suppliers and key contract terms so you know where you are exposed and what alternatives exist.',
      },
      {
        title: 'Continuity exercises',
        detail:
          'A short desk-based exercise that walks your team through a realistic scenario and tests whether the plan works.',
      },
    ],
    process: [
      {
        step: 'Understand',
        detail:
          'We learn how your business operates, what it depends on and what your clients and funders expect of you.',
      },
      {
        step: 'Identify and assess',
        detail:
          'Through workshops and document reviews we identify risks and score them consistently by likelihood and impact.',
      },
      {
        step: 'Plan responses',
        detail:
          'For each significant risk we agree a response and an owner, and write continuity plans for the most serious disruptions.',
      },
      {
        step: 'Test and review',
        detail:
          'We run an exercise to test the plans, then agree a simple review cycle so the register stays current.',
      },
    ],
    outcomes: [
      'A clear picture of your most significant risks and who owns them',
      'Continuity plans that work when they are needed',
      'Stronger answers to tender and due diligence questionnaires',
    ],
    keywords: [
      'risk management',
      'risk register',
      'business continuity planning',
      'supplier risk',
      'SME risk assessment',
    ],
  },
  {
    slug: 'diaspora-services',
    title: 'Diaspora Services',
    navTitle: 'Diaspora Services',
    summary:
      'Trusted support for the African diaspora in managing property, businesses, paperwork and family affairs in their home country from the UK.',
    image: IMG.diaspora,
    imageAlt: 'Woman on a video call reviewing property documents at home',
    intro:
      'Managing affairs thousands of miles away is hard, and many people in the diaspora have lost money to unreliable contacts or unfinished projects. We act as your organised, accountable point of contact, coordinating trusted professionals on the ground and reporting back to you in writing, with photographs and receipts, so you always know where things stand.',
    whoItIsFor: [
      'UK residents building or buying property in their home country',
      'Diaspora investors who want independent checks before committing money',
      'Families supporting relatives and managing household matters back home',
      'Entrepreneurs setting up or running a business in Africa from the UK',
    ],
    included: [
      {
        title: 'Property and construction oversight',
        detail:
          'Site visits, progress photographs and spending checks on building projects, so payments match the work actually done.',
      },
      {
        title: 'Documents and records',
        detail:
          'Obtaining, verifying and renewing documents such as land records, certificates and company registrations through the proper channels.',
      },
      {
        title: 'Investment due diligence',
        detail:
          'Independent checks on land, businesses and partners before you invest, including ownership searches carried out by local professionals.',
      },
      {
        title: 'Business set-up and management',
        detail:
          'Help registering a business, opening accounts and recruiting staff locally, with regular reports on performance.',
      },
      {
        title: 'Family and household support',
        detail:
          'Managing payments for school fees, bills and care arrangements on your instruction, with receipts for every transaction.',
      },
    ],
    process: [
      {
        step: 'Consultation',
        detail:
          'We discuss what you need done, where, by when, and what has or has not worked for you in the past.',
      },
      {
        step: 'Plan and partners',
        detail:
          'We agree a written scope and fee, and line up suitably qualified local professionals where the work requires them.',
      },
      {
        step: 'Action on the ground',
        detail:
          'Work is carried out on your written instruction, and no money is released without the evidence you asked for.',
      },
      {
        step: 'Report back',
        detail:
          'You receive regular written updates with photographs, receipts and next steps, and a single contact for questions.',
      },
    ],
    outcomes: [
      'One accountable contact instead of many informal ones',
      'Evidence for every payment and every stage of a project',
      'Peace of mind that your affairs at home are being looked after',
    ],
    keywords: [
      'diaspora services',
      'African diaspora UK',
      'property management in Africa',
      'construction monitoring',
      'diaspora investment support',
    ],
  },
  {
    slug: 'environmental-social-and-governance',
    title: 'Environmental, Social and Governance (ESG)',
    navTitle: 'ESG',
    summary:
      'Practical ESG support for SMEs: carbon baselines, policies, supplier questionnaires and reports that meet the expectations of clients and lenders.',
    image: IMG.consulting,
    imageAlt: 'Team reviewing an environmental and social impact report together',
    intro:
      'Larger clients, public bodies and lenders increasingly ask smaller suppliers about their environmental impact, their treatment of staff and how they are governed. We help you answer those questions honestly, set realistic targets and make improvements that also save money, without expensive reporting frameworks designed for listed companies.',
    whoItIsFor: [
      'SMEs receiving sustainability questionnaires from clients or in tenders',
      'Businesses bidding for public sector contracts that require a carbon reduction plan',
      'Owners who want to reduce energy and waste costs',
      'Organisations writing their first ESG or sustainability statement',
    ],
    included: [
      {
        title: 'ESG baseline review',
        detail:
          'A review of your current environmental, social and governance practices against what your clients and funders expect.',
      },
      {
        title: 'Carbon footprint and reduction plan',
        detail:
          'A first estimate of your emissions from energy, travel and key purchases, with a realistic plan to reduce them.',
      },
      {
        title: 'Policies and statements',
        detail:
          'Environmental, ethical sourcing, equality and anti-bribery policies, plus a short ESG statement for your website and bids.',
      },
      {
        title: 'Tender and questionnaire support',
        detail:
          'Help completing supplier sustainability questionnaires accurately, using evidence you can stand behind.',
      },
    ],
    process: [
      {
        step: 'Baseline',
        detail:
          'We gather data on energy, travel, waste, people and governance, and review any questionnaires you have received.',
      },
      {
        step: 'Priorities',
        detail:
          'We agree the few actions that matter most to your clients and your costs, rather than trying to do everything.',
      },
      {
        step: 'Policies and plan',
        detail:
          'We write the policies, carbon reduction plan and statement, and set simple measures to track progress.',
      },
      {
        step: 'Annual update',
        detail:
          'Once a year we refresh the figures and the statement so your reporting stays accurate and current.',
      },
    ],
    outcomes: [
      'Confident, evidence-based answers to ESG questions from clients',
      'A carbon reduction plan suitable for tender submissions',
      'Lower energy and waste costs over time',
    ],
    keywords: [
      'ESG consultancy',
      'carbon reduction plan',
      'sustainability for SMEs',
      'ESG policy',
      'supplier sustainability questionnaire',
    ],
  },
  {
    slug: 'compliance-policies-&-procedures',
    title: 'Compliance, Policies & Procedures',
    navTitle: 'Compliance, Policies & Procedures',
    summary:
      'Clear, tailored policies and procedures covering data protection, HR, health and safety and sector rules, kept up to date as regulations change.',
    image: IMG.cyberRisk,
    imageAlt: 'Binder of company policies and procedures open on an office desk',
    intro:
      'Good policies protect your business, your staff and your clients, but only if people read and follow them. We write policies and procedures in plain English that reflect how your business really operates, help you put them into practice and remind you when they need reviewing.',
    whoItIsFor: [
      'New businesses that need a core set of policies before taking on staff or clients',
      'Companies whose policies are copied templates that no longer fit',
      'Organisations preparing for a client audit, inspection or tender',
      'Care, recruitment and professional services firms with sector-specific obligations',
    ],
    included: [
      {
        title: 'Policy gap review',
        detail:
          'We compare your existing documents with the legal requirements and good practice that apply to your sector and size.',
      },
      {
        title: 'Data protection and UK GDPR',
        detail:
          'Privacy notices, a record of processing, retention schedules and data breach procedures matched to the data you hold.',
      },
      {
        title: 'HR and workplace policies',
        detail:
          'Staff handbook policies on conduct, grievance, absence, equality and remote working, written in consistent language.',
      },
      {
        title: 'Health and safety',
        detail:
          'A health and safety policy and risk assessments proportionate to your premises and activities.',
      },
      {
        title: 'Sector procedures',
        detail:
          'Step-by-step procedures for areas such as anti-money laundering checks, safeguarding or complaints handling where they apply.',
      },
      {
        title: 'Annual review service',
        detail:
          'A yearly review that updates your documents for changes in the law and in how your business works.',
      },
    ],
    process: [
      {
        step: 'Review',
        detail:
          'We look at your current documents, your activities and the rules that apply to you, and list the gaps.',
      },
      {
        step: 'Draft',
        detail:
          'We draft or rewrite each policy and procedure, using your terminology and the names of your real roles and systems.',
      },
      {
        step: 'Agree and launch',
        detail:
          'You review the drafts with us, and we help you brief staff so the new documents are understood and followed.',
      },
      {
        step: 'Keep current',
        detail:
          'We set review dates for each document and update them when the law or your business changes.',
      },
    ],
    outcomes: [
      'A complete, consistent set of policies that fit your business',
      'Readiness for client audits, inspections and tender questions',
      'Staff who know what is expected of them',
    ],
    keywords: [
      'compliance policies',
      'policies and procedures',
      'UK GDPR compliance',
      'staff handbook',
      'health and safety policy',
    ],
  },
  {
    slug: 'immigration-&-relocation',
    title: 'Immigration & Relocation',
    navTitle: 'Immigration & Relocation',
    summary:
      'Practical relocation support for individuals, families and employers moving to or from the UK, coordinated with regulated immigration advisers.',
    image: IMG.diaspora,
    imageAlt: 'Family with suitcases arriving at a new home',
    intro:
      'Moving country involves far more than a visa. We help individuals, families and employers plan the move, organise documents, find housing and schools, and settle in quickly once they arrive. Immigration advice is regulated in the UK, so we do not give it ourselves: where you need advice on visas or status, we introduce you to advisers registered with the Immigration Advice Authority or to qualified solicitors and work alongside them.',
    whoItIsFor: [
      'Skilled workers and students relocating to the UK with their families',
      'UK employers welcoming international recruits',
      'Diaspora families returning to their home country',
      'Individuals who want one organised point of contact for a complex move',
    ],
    included: [
      {
        title: 'Move planning',
        detail:
          'A personal timeline and checklist covering documents, travel, shipping, housing and the first weeks after arrival.',
      },
      {
        title: 'Document organisation',
        detail:
          'Help gathering, translating and organising the supporting documents your adviser or employer asks for, so nothing is missed.',
      },
      {
        title: 'Housing and schools',
        detail:
          'Shortlisting areas, arranging rental viewings and researching schools to match your budget and commute.',
      },
      {
        title: 'Settling-in support',
        detail:
          'Help with opening a bank account, registering with a GP, applying for a National Insurance number and setting up council tax and utilities.',
      },
      {
        title: 'Employer relocation support',
        detail:
          'Arrival logistics, temporary accommodation and orientation for international staff, coordinated with your HR team.',
      },
    ],
    process: [
      {
        step: 'Initial consultation',
        detail:
          'We discuss your plans, your timescale and who is moving, and identify whether regulated immigration advice is needed.',
      },
      {
        step: 'Relocation plan',
        detail: 'We agree a written plan and fee covering the practical support you want from us.',
      },
      {
        step: 'Preparation and move',
        detail:
          'We organise documents, housing and travel, keeping you and any adviser or employer updated at each step.',
      },
      {
        step: 'Settling in',
        detail:
          'After arrival we help with registrations and local services, and check in during your first weeks.',
      },
    ],
    outcomes: [
      'A well-organised move with fewer surprises and delays',
      'Practical tasks handled so you can focus on work, study and family',
      'Regulated advice from properly qualified professionals where it is required',
    ],
    keywords: [
      'relocation services UK',
      'moving to the UK',
      'international employee relocation',
      'settling in UK',
      'return relocation Africa',
    ],
  },
  {
    slug: 'business-support-services',
    title: 'Business Support Services',
    navTitle: 'Business Support',
    summary:
      'Flexible administrative and back-office support, from diary management and data entry to transcription, so your team can focus on clients.',
    image: IMG.businessSupport,
    imageAlt: 'Business support assistant organising files and a calendar on a laptop',
    intro:
      'Administration keeps a business running, but it should not take over your week. Our trained support staff work remotely as an extension of your team, handling the diary, inbox, data, documents and routine processes that slow you down. You can use us for a few hours a month or as your full back office.',
    whoItIsFor: [
      'Business owners spending evenings and weekends on paperwork',
      'Teams with seasonal peaks that do not justify a permanent hire',
      'Directors and senior managers who need a dedicated assistant',
      'Organisations covering staff absence or a recruitment gap',
    ],
    included: [
      {
        title: 'Diary and inbox management',
        detail:
          'We organise meetings, manage your calendar and keep your inbox under control, flagging what needs your attention.',
      },
      {
        title: 'Back-office processing',
        detail:
          'Data entry, invoicing, purchase orders, CRM updates and supplier administration, completed accurately and on time.',
      },
      {
        title: 'General administration',
        detail:
          'Documents, spreadsheets, research, filing and minute-taking, handled by people who check their work.',
      },
      {
        title: 'Transcription',
        detail:
          'Accurate transcripts of meetings, interviews and dictation, returned in the format you need.',
      },
      {
        title: 'Digital support',
        detail:
          'Simple websites, written content and social media management for businesses without a marketing team.',
      },
    ],
    process: [
      {
        step: 'Tell us what takes your time',
        detail:
          'We list the tasks you want to hand over, the tools you use and the standards you expect.',
      },
      {
        step: 'Match and onboard',
        detail:
          'We assign a named assistant, set up secure access to your systems and agree how requests will be made.',
      },
      {
        step: 'Trial period',
        detail:
          'The first month runs as a trial with a review at the end, so we can adjust the hours and tasks.',
      },
      {
        step: 'Ongoing support',
        detail:
          'Your assistant works to an agreed schedule, with a monthly summary of hours used and work completed.',
      },
    ],
    outcomes: [
      'Hours back in your week for clients and growth',
      'Administration done consistently, even during busy periods',
      'Support that scales up or down without recruitment costs',
    ],
    keywords: [
      'business support services',
      'virtual assistant UK',
      'outsourced administration',
      'back office support',
      'remote admin support',
    ],
  },
  {
    slug: 'diary-management',
    title: 'Diary Management',
    navTitle: 'Diary Management',
    summary:
      'Dedicated diary management that books meetings, resolves clashes, arranges travel and protects your focus time in Outlook or Google Calendar.',
    image: IMG.admin,
    imageAlt: 'Weekly calendar on a laptop screen beside a notebook and pen',
    intro:
      'A well-run diary is the difference between a productive week and a chaotic one. Your assistant manages your calendar as if sitting outside your office door: arranging meetings, handling reschedules, preparing you for each day and making sure there is time left for the work only you can do.',
    whoItIsFor: [
      'Directors and business owners with back-to-back meetings',
      'Consultants and professionals who bill by the hour',
      'Senior staff who travel regularly between sites or countries',
      'Busy people managing appointments across UK and African time zones',
    ],
    included: [
      {
        title: 'Meeting scheduling',
        detail:
          'We agree times with attendees, send invitations with video links or directions and handle every reschedule.',
      },
      {
        title: 'Calendar rules',
        detail:
          'Your preferences, such as no meetings before 10am or protected time on Fridays, are applied consistently.',
      },
      {
        title: 'Daily and weekly briefings',
        detail:
          'A short summary of the day or week ahead, with papers, contact details and anything you need to prepare.',
      },
      {
        title: 'Travel arrangements',
        detail:
          'Trains, flights, hotels and transfers booked to your preferences and added to your diary with confirmations.',
      },
      {
        title: 'Reminders and follow-ups',
        detail:
          'Reminders for deadlines, renewals and personal dates, and follow-up emails after meetings where you ask for them.',
      },
    ],
    process: [
      {
        step: 'Preferences',
        detail:
          'We learn how you like to work, your priorities and the people whose meetings always take precedence.',
      },
      {
        step: 'Secure access',
        detail:
          'You grant delegate access to your Outlook or Google calendar, which you can withdraw at any time.',
      },
      {
        step: 'Hand over',
        detail:
          'We take over scheduling requests from an agreed date and introduce ourselves to your regular contacts.',
      },
      {
        step: 'Weekly check-in',
        detail: 'A short weekly call or message to review the week ahead and adjust priorities.',
      },
    ],
    keywords: [
      'diary management',
      'calendar management',
      'executive assistant',
      'meeting scheduling',
      'virtual PA',
    ],
  },
  {
    slug: 'lifestyle-management',
    title: 'Lifestyle Management',
    navTitle: 'Lifestyle Management',
    summary:
      'A personal assistant service for busy professionals that handles travel, household admin, bookings and family logistics on your behalf.',
    image: IMG.businessSupport,
    imageAlt: 'Personal assistant arranging travel bookings on a tablet',
    intro:
      'When work takes most of your time, personal admin piles up. Our lifestyle management service gives you a discreet personal assistant who organises travel, household matters, appointments and special occasions, so your evenings and weekends are your own again.',
    whoItIsFor: [
      'Senior professionals and business owners with little spare time',
      'Families juggling work, school and caring responsibilities',
      'Diaspora clients coordinating visits, events and family matters in two countries',
      'People returning to the UK after time abroad',
    ],
    included: [
      {
        title: 'Travel planning',
        detail:
          'Holidays and trips home researched and booked to your preferences, with itineraries and documents in one place.',
      },
      {
        title: 'Household administration',
        detail:
          'Utility switches, renewals, paperwork and correspondence kept in order, with reminders before deadlines.',
      },
      {
        title: 'Tradespeople and services',
        detail:
          'Finding, booking and following up with tradespeople, cleaners and other services, with quotes for you to approve.',
      },
      {
        title: 'Events and occasions',
        detail:
          'Birthdays, family celebrations and gifts planned and organised, including venue and catering bookings.',
      },
      {
        title: 'Appointments',
        detail: 'Medical, school, car and personal appointments booked around your diary.',
      },
    ],
    process: [
      {
        step: 'Getting to know you',
        detail:
          'A confidential conversation about your household, preferences and the tasks you would like to hand over.',
      },
      {
        step: 'Agree a plan',
        detail:
          'We agree a monthly allowance of hours and how you want to send requests, by email, phone or WhatsApp.',
      },
      {
        step: 'Requests handled',
        detail:
          'Your assistant acts on requests, asks for your approval before any spending and keeps a record of everything arranged.',
      },
      {
        step: 'Monthly review',
        detail:
          'A monthly summary of tasks completed and hours used, and a chance to adjust the service.',
      },
    ],
    keywords: [
      'lifestyle management',
      'personal assistant service',
      'concierge service UK',
      'household administration',
      'travel planning',
    ],
  },
  {
    slug: 'back-office-support',
    title: 'Back Office Support',
    navTitle: 'Back Office Support',
    summary:
      'Reliable back-office support covering data entry, invoicing, credit control, CRM updates and order processing, delivered remotely by trained staff.',
    image: IMG.admin,
    imageAlt: 'Administrator entering invoice data into a spreadsheet on two screens',
    intro:
      'The back office is where small errors become expensive: an invoice not sent, an order keyed incorrectly, a customer record out of date. Our team takes on these routine processes with checklists and second checks, so they are done accurately, on schedule and in your systems.',
    whoItIsFor: [
      'Growing businesses whose administration has outgrown the founders',
      'Firms with a backlog of data entry or records to clean up',
      'Companies wanting to outsource routine finance administration to support their accountant',
      'Organisations processing regular orders, applications or claims',
    ],
    included: [
      {
        title: 'Data entry and cleansing',
        detail:
          'Accurate entry of orders, records and forms, plus clean-up of duplicated or outdated data in your systems.',
      },
      {
        title: 'Invoicing and credit control',
        detail:
          'Raising invoices, sending statements and polite reminders, and keeping your accounts receivable list up to date.',
      },
      {
        title: 'Purchase and supplier administration',
        detail:
          'Logging purchase invoices, matching them to orders and preparing payment runs for your approval.',
      },
      {
        title: 'CRM and records management',
        detail:
          'Keeping customer and contact records current so your sales and service teams can rely on them.',
      },
      {
        title: 'Order processing',
        detail:
          'Processing online and phone orders, updating stock records and sending confirmations to customers.',
      },
    ],
    process: [
      {
        step: 'Process mapping',
        detail:
          'We document each task step by step, including the systems used, the checks needed and the deadlines.',
      },
      {
        step: 'Access and controls',
        detail:
          'We set up secure, role-based access and agree which actions need your approval, such as payments.',
      },
      {
        step: 'Parallel running',
        detail:
          'For the first cycle we work alongside your team so any differences are spotted before we take over fully.',
      },
      {
        step: 'Steady state',
        detail:
          'We run the processes to an agreed timetable and report volumes, exceptions and turnaround times each month.',
      },
    ],
    outcomes: [
      'Invoices sent on time and cash collected sooner',
      'Accurate records your team can trust',
      'Routine processes that do not depend on one person',
    ],
    keywords: [
      'back office support',
      'data entry services',
      'outsourced invoicing',
      'credit control support',
      'CRM administration',
    ],
  },
  {
    slug: 'general-admin-services',
    title: 'General Admin Services',
    navTitle: 'General Admin',
    summary:
      'Everyday administrative help with inboxes, documents, filing, research and minute-taking, available by the hour or on a regular schedule.',
    image: IMG.admin,
    imageAlt: 'Assistant sorting documents into folders beside a laptop',
    intro:
      'Some weeks you need help with a single document; other weeks, with everything. Our general admin service gives you capable, reliable support for the everyday tasks that keep an office running, booked by the hour when you need it or on a regular schedule.',
    whoItIsFor: [
      'Sole traders and small teams without an office administrator',
      'Managers who need help with a one-off project or backlog',
      'Charities and community organisations with limited staff',
      'Businesses covering holiday or sickness absence',
    ],
    included: [
      {
        title: 'Inbox management',
        detail:
          'Sorting, filing and replying to routine emails using agreed templates, and flagging what needs your decision.',
      },
      {
        title: 'Documents and spreadsheets',
        detail:
          'Formatting reports, letters, presentations and spreadsheets so they are consistent and ready to send.',
      },
      {
        title: 'Research',
        detail:
          'Researching suppliers, venues, prospects or competitors, with findings summarised in a short, clear report.',
      },
      {
        title: 'Minute-taking',
        detail:
          'Attending online meetings to take minutes and action lists, circulated within one working day.',
      },
      {
        title: 'Forms, filing and post',
        detail:
          'Completing forms, maintaining digital filing systems and scanning post so nothing goes missing.',
      },
    ],
    process: [
      {
        step: 'Send us the task',
        detail:
          'Email or call with what you need, the deadline and any examples or templates to follow.',
      },
      {
        step: 'Confirm the estimate',
        detail:
          'We confirm the expected time and cost before starting, so there are no surprises on the invoice.',
      },
      {
        step: 'Complete and check',
        detail:
          'Your assistant completes the work and a second person checks anything going out in your name.',
      },
      {
        step: 'Deliver and record',
        detail:
          'The finished work is returned in your preferred format, with time recorded against your account.',
      },
    ],
    keywords: [
      'general admin services',
      'virtual administrator',
      'minute taking',
      'inbox management',
      'document formatting',
    ],
  },
  {
    slug: 'transcription-services',
    title: 'Transcription Services',
    navTitle: 'Transcription',
    summary:
      'Accurate, confidential transcription of meetings, interviews, dictation and podcasts, in clean or verbatim format with an agreed turnaround.',
    image: IMG.admin,
    imageAlt: 'Transcriber wearing headphones typing up an audio recording',
    intro:
      'Our transcribers turn recordings into accurate, well-formatted text that you can search, quote and share. Every transcript is proofread against the audio before it is returned, and recordings are handled confidentially and deleted once the work is complete, unless you ask us to keep them.',
    whoItIsFor: [
      'Researchers and students with interview or focus group recordings',
      'Businesses that record board meetings, interviews or investigations',
      'Professionals who prefer to dictate letters and reports',
      'Podcasters and content creators who want written versions of episodes',
    ],
    included: [
      {
        title: 'Clean or verbatim transcripts',
        detail:
          'Clean transcripts remove hesitations and repetition for easy reading; verbatim transcripts capture every word and pause.',
      },
      {
        title: 'Speaker labels and timestamps',
        detail:
          'Each speaker is identified and timestamps are added at intervals you choose, so key passages are easy to find.',
      },
      {
        title: 'Dictation typing',
        detail:
          'Letters, reports and notes typed from dictation and laid out on your templates, ready for signature.',
      },
      {
        title: 'Accented and multi-speaker audio',
        detail:
          'Experience with British, African and international English accents, and with group discussions.',
      },
      {
        title: 'Confidential handling',
        detail:
          'Files are shared through secure links, and we sign a confidentiality agreement where you need one.',
      },
    ],
    process: [
      {
        step: 'Upload your audio',
        detail:
          'Send your recording through a secure link and tell us the format, speaker names and any specialist terms.',
      },
      {
        step: 'Quote and turnaround',
        detail:
          'We confirm the price and return date; standard turnaround is three working days, with faster options available.',
      },
      {
        step: 'Transcribe and proofread',
        detail:
          'A transcriber types the recording and a second pass checks it against the audio for accuracy.',
      },
      {
        step: 'Delivery',
        detail:
          'You receive the transcript in Word or PDF format, and we delete the audio unless you ask us to keep it.',
      },
    ],
    keywords: [
      'transcription services UK',
      'interview transcription',
      'meeting transcription',
      'dictation typing',
      'verbatim transcription',
    ],
  },
  {
    slug: 'basic-website',
    title: 'Basic Website',
    navTitle: 'Basic Website',
    summary:
      'A simple, mobile-friendly website of up to five pages for a small business, with a contact form, basic search optimisation and hosting set-up.',
    image: IMG.digital,
    imageAlt: 'Small business website displayed on a laptop and a mobile phone',
    intro:
      'Customers look you up online before they call. Our basic website package gives small businesses a clean, fast and mobile-friendly site that explains what you do, shows where you are and makes it easy to get in touch, without ongoing complexity or hidden costs.',
    whoItIsFor: [
      'New businesses that need a professional online presence quickly',
      'Sole traders relying on a social media page alone',
      'Established firms with an outdated site that does not work on phones',
      'Diaspora businesses that want to reach customers in the UK and abroad',
    ],
    included: [
      {
        title: 'Up to five pages',
        detail:
          'Typically home, about, services, frequently asked questions and contact, laid out to suit your brand colours and logo.',
      },
      {
        title: 'Mobile-friendly design',
        detail: 'Pages that load quickly and read well on phones, tablets and desktop screens.',
      },
      {
        title: 'Contact form and maps',
        detail:
          'An enquiry form that sends messages to your inbox, plus your address, opening hours and a map.',
      },
      {
        title: 'Basic search optimisation',
        detail:
          'Page titles, descriptions and headings set up so search engines understand what you offer and where.',
      },
      {
        title: 'Domain, hosting and handover',
        detail:
          'Help registering your domain and setting up hosting, followed by a short training session on updating your content.',
      },
    ],
    process: [
      {
        step: 'Brief',
        detail:
          'We agree the pages, the look you want, examples you like and who will supply text and photographs.',
      },
      {
        step: 'Design and content',
        detail:
          'We build a draft site for you to review, and can write or edit the copy if you need help.',
      },
      {
        step: 'Revisions',
        detail:
          'Two rounds of changes are included so the finished site reflects your business accurately.',
      },
      {
        step: 'Launch and handover',
        detail:
          'We connect your domain, test the contact form and show you how to make simple updates yourself.',
      },
    ],
    keywords: [
      'small business website',
      'basic website design',
      'mobile friendly website',
      'website for sole trader',
      'Birmingham web design',
    ],
  },
  {
    slug: 'content-writing',
    title: 'Content Writing',
    navTitle: 'Content Writing',
    summary:
      'Clear, well-researched website copy, blog articles, newsletters and proposals written in your brand voice for UK and international readers.',
    image: IMG.digital,
    imageAlt: 'Writer drafting a blog article on a laptop with notes beside it',
    intro:
      'Good writing explains what you do, builds trust and helps people find you online. Our writers research your business and your readers, then produce content that is accurate, easy to read and written in your voice, from a single web page to a regular programme of articles.',
    whoItIsFor: [
      'Businesses whose website copy no longer reflects what they offer',
      'Firms that want to publish regular articles but lack the time',
      'Organisations preparing proposals, brochures or tender responses',
      'Owners writing in English as a second language who want a polished result',
    ],
    included: [
      {
        title: 'Website copy',
        detail:
          'Home, service and about pages written to explain your offer clearly and encourage visitors to get in touch.',
      },
      {
        title: 'Blog articles and news',
        detail:
          'Researched articles on topics your clients search for, written with sensible keywords and internal links.',
      },
      {
        title: 'Newsletters',
        detail:
          'Regular email newsletters that keep clients informed about your news, services and useful updates.',
      },
      {
        title: 'Proposals and brochures',
        detail:
          'Persuasive, well-structured documents for sales, funding applications and tenders.',
      },
      {
        title: 'Editing and proofreading',
        detail:
          'Careful editing of your own drafts for clarity, grammar, consistency and British English spelling.',
      },
    ],
    process: [
      {
        step: 'Brief',
        detail:
          'We agree the audience, purpose, length, tone and any keywords, and collect the facts the piece needs.',
      },
      {
        step: 'Research and draft',
        detail:
          'Our writer researches the topic and sends a first draft, usually within five working days.',
      },
      {
        step: 'Review',
        detail: 'You comment on the draft and we revise it; two rounds of revisions are included.',
      },
      {
        step: 'Final copy',
        detail:
          'You receive the final text ready to publish, and we can upload it to your website or send it as a document.',
      },
    ],
    keywords: [
      'content writing',
      'website copywriting',
      'blog writing service',
      'proofreading',
      'business writing UK',
    ],
  },
  {
    slug: 'social-media-support',
    title: 'Social Media Support',
    navTitle: 'Social Media Support',
    summary:
      'Planning, scheduling and day-to-day management of your Facebook, Instagram and LinkedIn accounts, with monthly reporting on what works.',
    image: IMG.digital,
    imageAlt: 'Social media content calendar open on a laptop beside a smartphone',
    intro:
      'Staying active on social media takes time that most small businesses do not have. We plan your content, write and schedule posts, reply to comments and messages within agreed hours, and report each month on what is working, so your accounts stay consistent without taking over your week.',
    whoItIsFor: [
      'Small businesses posting irregularly or not at all',
      'Owners who want a steady presence on Facebook, Instagram or LinkedIn',
      'Organisations promoting events, launches or recruitment campaigns',
      'Diaspora-focused businesses building communities in several countries',
    ],
    included: [
      {
        title: 'Monthly content calendar',
        detail:
          'A planned calendar of posts tied to your services, seasonal dates and business news, approved by you in advance.',
      },
      {
        title: 'Post writing and design',
        detail:
          'Captions written in your voice, with simple branded graphics and your own photographs.',
      },
      {
        title: 'Scheduling and publishing',
        detail: 'Posts scheduled at the times your audience is most active on each platform.',
      },
      {
        title: 'Community management',
        detail:
          'Replies to comments and messages within agreed hours, with enquiries passed to you or logged for follow-up.',
      },
      {
        title: 'Monthly reporting',
        detail:
          'A short report on reach, engagement and enquiries, with recommendations for the following month.',
      },
    ],
    process: [
      {
        step: 'Account review',
        detail:
          'We review your current profiles, audience and competitors, and agree goals for the next three months.',
      },
      {
        step: 'Plan',
        detail:
          'We prepare the first monthly content calendar for your approval, along with tone of voice guidelines.',
      },
      {
        step: 'Publish and engage',
        detail:
          'We publish the approved posts and look after comments and messages during the agreed hours.',
      },
      {
        step: 'Report and refine',
        detail:
          'Each month we report on results and adjust the plan based on what your audience responds to.',
      },
    ],
    keywords: [
      'social media management',
      'social media support for small business',
      'Facebook and Instagram management',
      'LinkedIn content',
      'content calendar',
    ],
  },
];

export const serviceSections: readonly ServiceSection[] = [
  {
    slug: 'call-handling',
    title: 'Call handling',
    description: 'Professional answering, routing and message-taking for every call.',
    serviceSlugs: ['caling-handling-management-solutions', 'caling-handling-management-solutions1'],
  },
  {
    slug: 'recruitment',
    title: 'Recruitment',
    description: 'Screened candidates for UK and international roles.',
    serviceSlugs: ['recruitment-services'],
  },
  {
    slug: 'consulting',
    title: 'Consulting',
    description: 'Advice on strategy, risk, compliance, ESG and diaspora affairs.',
    serviceSlugs: [
      'consultation-services',
      'business-consultancy',
      'cyber-solutions',
      'risk-solutions',
      'diaspora-services',
      'environmental-social-and-governance',
      'compliance-policies-&-procedures',
      'immigration-&-relocation',
    ],
  },
  {
    slug: 'business-support',
    title: 'Business support',
    description: 'Remote administrative, back-office and personal assistant support.',
    serviceSlugs: [
      'business-support-services',
      'diary-management',
      'lifestyle-management',
      'back-office-support',
      'general-admin-services',
      'transcription-services',
    ],
  },
  {
    slug: 'digital',
    title: 'Digital',
    description: 'Websites, written content and social media for small businesses.',
    serviceSlugs: ['basic-website', 'content-writing', 'social-media-support'],
  },
];

/** Looks a service up by its slug, raw ('immigration-&-relocation') or percent-encoded ('immigration-%26-relocation'). */
export function getService(slug: string): Service | undefined {
  const direct = services.find((service) => service.slug === slug);
  if (direct) return direct;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return undefined;
  }
  return services.find((service) => service.slug === decoded);
}

/** The section a service belongs to, if any. */
export function getServiceSection(slug: string): ServiceSection | undefined {
  const service = getService(slug);
  if (!service) return undefined;
  return serviceSections.find((section) => section.serviceSlugs.includes(service.slug));
}

/** Other services in the same section, for "related services" links. */
export function getRelatedServices(slug: string, limit = 3): Service[] {
  const section = getServiceSection(slug);
  if (!section) return [];
  return section.serviceSlugs
    .filter((other) => other !== getService(slug)?.slug)
    .map((other) => getService(other))
    .filter((service): service is Service => service !== undefined)
    .slice(0, limit);
}
