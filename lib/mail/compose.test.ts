import { describe, expect, it } from 'vitest';
import { companyDefaults } from '@/lib/content/company';
import { companyContact } from '@/lib/domain/company-contact';
import { companyDetailsSchema } from '@/lib/domain/company-details';
import type { Message } from '@/lib/domain/message';
import {
  acknowledgement,
  applicationNotification,
  enquiryNotification,
  replyMail,
} from './compose';

const contact = companyContact(companyDetailsSchema.parse(companyDefaults));

const message: Message = {
  id: 7,
  created_at: '2026-11-20T10:00:00Z',
  full_name: 'Amara Okafor',
  userEmail: 'amara@example.com',
  user: 'Amara Okafor',
  phone_number: '+44 121 496 0000',
  service_of_interest: 'Call Handling',
  description: 'Do you cover weekend calls?\nWe open on Saturdays.',
  replies: [],
};
const enquiry = {
  full_name: 'Amara Okafor',
  userEmail: 'amara@example.com',
  phone_number: '+44 121 496 0000',
  service_of_interest: 'Call Handling',
  description: '<b>Hi</b> =cmd| we need cover',
};

describe('the e-mails the product writes', () => {
  it('replies quoting the visitor, greeting one without a name politely', () => {
    const mail = replyMail(message, 'Yes, seven days a week.', contact)!;
    expect(mail).toMatchObject({ kind: 'reply', to: 'amara@example.com' });
    expect(mail.subject).toBe('Re: your message to Crestfield Business Services');
    expect(mail.text).toContain('Dear Amara Okafor,\n\nYes, seven days a week.');
    expect(mail.text).toContain('> Do you cover weekend calls?\n> We open on Saturdays.');
    const anonymous = replyMail(
      { ...message, full_name: null, user: null, description: null },
      'Hi',
      contact,
    )!;
    expect(anonymous.text.startsWith('Dear visitor,\n\nHi')).toBe(true);
    expect(anonymous.text).not.toContain('You wrote:');
    expect(replyMail({ ...message, userEmail: null }, 'Hi', contact)).toBeNull();
  });

  it('tells the firm of an enquiry as plain text, Reply-To the visitor', () => {
    const mail = enquiryNotification(enquiry, 'leads@crestfield.test', 'https://crestfield.test');
    expect(mail).toMatchObject({
      kind: 'notification',
      to: 'leads@crestfield.test',
      replyTo: 'amara@example.com',
    });
    expect(mail.subject).toBe('New enquiry: Call Handling from Amara Okafor');
    expect(mail.text).toContain('> <b>Hi</b> =cmd| we need cover');
    expect(mail.text).toContain('https://crestfield.test/admin/messages');
  });

  it('attaches the CV to the notice of an application', () => {
    const cv = { name: 'cv.pdf', contentType: 'application/pdf', bytes: new Uint8Array([37, 80]) };
    const mail = applicationNotification(
      {
        job_title: 'Receptionist',
        full_name: 'Amara Okafor',
        userEmail: 'amara@example.com',
        phone_number: '1',
        cover_letter: '',
      },
      cv,
      'hr@crestfield.test',
      'https://crestfield.test',
    );
    expect(mail.subject).toBe('New application: Receptionist from Amara Okafor');
    expect(mail.attachment).toBe(cv);
    expect(mail.text).toContain('https://crestfield.test/admin/applications');
  });

  it('acknowledges with what happens next and a copy of what was sent', () => {
    const mail = acknowledgement(
      { name: 'Amara', email: 'amara@example.com' },
      'enquiry',
      ['Line one', 'Line two'],
      contact,
    );
    expect(mail).toMatchObject({ kind: 'acknowledgement', to: 'amara@example.com' });
    expect(mail.text).toContain('within one working day');
    expect(mail.text).toContain('> Line one\n> Line two');
    expect(mail.text).toContain('Kind regards,\nCrestfield Business Services\n+44 121 496 0734\n');
  });

  it('signs with the main phone number the back office saved', () => {
    const moved = companyContact({
      ...companyDetailsSchema.parse(companyDefaults),
      phones: [{ number: '+44 161 555 0100', label: 'Manchester office' }],
    });
    const reply = replyMail(message, 'Yes.', moved)!;
    const thanks = acknowledgement(
      { name: 'Amara', email: 'a@example.com' },
      'application',
      [],
      moved,
    );
    for (const mail of [reply, thanks]) {
      expect(mail.text).toContain('Crestfield Business Services\n+44 161 555 0100\n');
      expect(mail.text).not.toContain('+44 121 496 0734');
    }
  });
});
