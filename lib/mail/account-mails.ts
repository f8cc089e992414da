import 'server-only';
import { company } from '@/lib/content/company';
import { LINK_LINE, type MailDraft } from '@/lib/domain/mail-draft';

// The back office's own e-mails about accounts, plain text. The link stands alone on its line,
// so every mail program makes it clickable whole; it is only a placeholder until the mail is
// sent (draft.ts), so no stored copy of the mail opens the account.

/** An invitation: who invited them, as what, the link and how long it works. */
export function invitationMail(input: {
  to: string;
  inviter: string;
  roleLabel: string;
  /** The path of the invitation's page, with its token. */
  link: string;
}): MailDraft {
  return {
    kind: 'account',
    to: input.to,
    link: input.link,
    subject: `You are invited to the ${company.name} back office`,
    text: [
      'Hello,',
      '',
      `${input.inviter} has invited you to the ${company.name} back office as ${input.roleLabel}.`,
      'Open this link to choose your name and password (it works once, for 72 hours):',
      '',
      LINK_LINE,
      '',
      'If you did not expect this invitation, ignore this e-mail: nothing happens without the link.',
    ].join('\n'),
  };
}

/** A password reset link, asked for on the login page. */
export function resetMail(input: {
  to: string;
  /** The reset page's path. */ link: string;
}): MailDraft {
  return {
    kind: 'account',
    to: input.to,
    link: input.link,
    subject: `Reset your password: ${company.name} back office`,
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of your account in the ${company.name} back office.`,
      'Open this link to choose a new one (it works once, for one hour):',
      '',
      LINK_LINE,
      '',
      'Setting a new password signs out every session of your account.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
