import 'server-only';
import { company } from '@/lib/content/company';
import type { MailDraft } from './draft';

// The back office's own e-mails about accounts, plain text. The link stands alone on its line,
// so every mail program makes it clickable whole.

/** An invitation: who invited them, as what, the link and how long it works. */
export function invitationMail(input: {
  to: string;
  inviter: string;
  roleLabel: string;
  link: string;
}): MailDraft {
  return {
    kind: 'account',
    to: input.to,
    subject: `You are invited to the ${company.name} back office`,
    text: [
      'Hello,',
      '',
      `${input.inviter} has invited you to the ${company.name} back office as ${input.roleLabel}.`,
      'Open this link to choose your name and password (it works once, for 72 hours):',
      '',
      input.link,
      '',
      'If you did not expect this invitation, ignore this e-mail: nothing happens without the link.',
    ].join('\n'),
  };
}

/** A password reset link, asked for on the login page. */
export function resetMail(input: { to: string; link: string }): MailDraft {
  return {
    kind: 'account',
    to: input.to,
    subject: `Reset your password: ${company.name} back office`,
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of your account in the ${company.name} back office.`,
      'Open this link to choose a new one (it works once, for one hour):',
      '',
      input.link,
      '',
      'Setting a new password signs out every session of your account.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
