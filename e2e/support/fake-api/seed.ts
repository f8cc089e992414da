// What the firm's API holds when the fake starts (and after POST /__reset): enough records
// that every list has a second page.
import { seedImage, type FakeStore } from './store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const day = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString().slice(0, 10);

export function seedFakeStore(store: FakeStore): void {
  const people = [
    [
      'Priya Shah',
      'priya.shah@example.com',
      'Call Handling & Management Solutions',
      'Our dental surgery in Leeds needs calls answered during lunch hours. What does that cost per month?',
    ],
    [
      'Owen Davies',
      'owen.davies@example.com',
      'Recruitment Services',
      'We are hiring three warehouse supervisors in Cardiff. Can you run the shortlisting for us?',
    ],
    [
      'Sofia Marques',
      'sofia.marques@example.com',
      'Diary Management',
      'I am a solicitor with a chaotic calendar. Could someone manage my diary two days a week?',
    ],
    [
      'Kwame Boateng',
      'kwame.boateng@example.com',
      'Business Consultancy',
      'We are opening a second shop in Bristol and would like advice on staffing and cash flow.',
    ],
  ] as const;
  people.forEach(([name, email, service, text], index) => {
    const id = store.nextId();
    store.messages.push({
      id,
      created_at: at((index + 1) * 5 * HOUR),
      full_name: name,
      userEmail: email,
      user: name,
      phone_number: `+44 7700 90055${index}`,
      service_of_interest: service,
      description: text,
      replies:
        index === 1
          ? [
              {
                id: store.nextId(),
                message: id,
                user: name,
                userEmail: email,
                reply_text: 'Thank you, Owen. We will call you on Monday to agree the brief.',
                admin_user: 'office@crestfield.example',
                created_at: at(4 * HOUR),
              },
            ]
          : [],
    });
  });

  const articles = [
    [
      'Extended opening hours for our Leeds call centre',
      'news-office-opening.jpg',
      '<p>From next month our Leeds team answers calls from 7am to 10pm on weekdays.</p>',
    ],
    [
      'Five questions to ask before outsourcing recruitment',
      'news-recruitment-drive.jpg',
      '<h2>Start with the brief</h2><p>Know the role, the budget and the timescale before you call an agency.</p>',
    ],
    [
      'What the new data rules mean for small offices',
      'news-gdpr-guide.jpg',
      '<p>A short checklist for keeping client records safe.</p>',
    ],
    [
      'Welcome to our new consultants',
      null,
      '<p>Three consultants join our business support team this season.</p>',
    ],
  ] as const;
  articles.forEach(([title, file, description], index) => {
    const image = file ? store.saveImage(file, seedImage(file)) : null;
    store.news.push({
      id: store.nextId(),
      title,
      date: day(-(index + 2) * DAY),
      image,
      description,
    });
  });

  const roles = [
    [
      'Receptionist and Call Handler',
      '<p>Greet callers for our clients and take accurate messages.</p>',
      '<ul><li>Clear telephone manner</li></ul>',
    ],
    [
      'Payroll Administrator',
      '<p>Run monthly payroll for small business clients.</p>',
      '<ul><li>Two years of payroll experience</li></ul>',
    ],
    [
      'Social Media Assistant',
      '<p>Plan and post content for three client accounts.</p>',
      '<ul><li>A portfolio of social posts</li></ul>',
    ],
    [
      'Transcription Typist',
      '<p>Type up recorded interviews and meetings.</p>',
      '<ul><li>Typing speed of 60 words per minute</li></ul>',
    ],
  ] as const;
  roles.forEach(([title, description, requirements], index) => {
    store.jobs.push({
      id: store.nextId(),
      title,
      description,
      requirements,
      start_date: day(-(index + 1) * 3 * DAY),
      end_date: day((index + 2) * 10 * DAY),
    });
  });

  for (let n = 1; n <= 12; n += 1) {
    store.visitors.push({
      id: store.nextId(),
      ip_address: `203.0.113.${n}`,
      created_at: at((13 - n) * HOUR),
    });
  }
}
