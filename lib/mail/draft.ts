// An e-mail as the product writes it to the outbox. Pure, so the Backend interface can name it.

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
};
