// An e-mail as the product writes it to the outbox. Pure: composed in lib/mail, named by the use
// cases that queue it beside a write.

/** 'account': the back office's invitations and password reset links. */
export const MAIL_KINDS = ['notification', 'acknowledgement', 'reply', 'account'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export type MailDraft = {
  kind: MailKind;
  to: string;
  replyTo?: string;
  subject: string;
  /** Plain text only: nothing a visitor typed is ever put into HTML. */
  text: string;
  attachment?: { name: string; contentType: string; bytes: Uint8Array };
  /**
   * An account mail's link, a path on this site. `text` carries LINK_LINE where it goes: the
   * outbox keeps the link sealed and the sender writes it in (with SITE_URL) as it sends.
   */
  link?: string;
};

/** The line of an account mail's text that the sender replaces with its link. */
export const LINK_LINE = '[the link is added as the e-mail is sent]';

/**
 * The e-mails a write causes (lib/mail/compose.ts), from what it stored: written to the outbox
 * with it, in the same transaction where the data is local (embedded), right after it otherwise
 * (upstream): lib/inbox/store-with-mails.ts.
 */
export type MailsFor<T> = (written: T) => (MailDraft | null)[];
