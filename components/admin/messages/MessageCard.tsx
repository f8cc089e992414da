'use client';
import { useEffect, useId, useRef, useState } from 'react';
import type { Message } from '@/lib/backend/types';
import { formatDateTime } from '@/lib/dates';
import { useRemoveMessage, useReplyToMessage } from '../queries/messages';
import { useFlash } from '../ui/FlashProvider';
import styles from './MessageCard.module.css';
import { RemoveButton } from '../ui/RemoveButton';

export const UNKNOWN_SENDER = 'Unknown sender';
export const MAIL_FAILED = 'Reply saved, but the e-mail to the visitor could not be sent.';
const REPLY_AGAIN =
  'This message has already been replied to. Are you sure you want to send another reply?';

export function MessageCard({ message }: { message: Message }) {
  const flash = useFlash();
  const reply = useReplyToMessage();
  const remove = useRemoveMessage();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const ids = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) textarea.current?.focus();
  }, [open]);
  const replied = message.replies.length > 0;
  const lastReply = message.replies.at(-1);
  const name = message.full_name ?? message.user ?? UNKNOWN_SENDER;

  async function send() {
    // The Reply button is disabled once a message is replied; a box opened before the list
    // learned of a reply (made elsewhere) is the one way to reply again, so it asks first.
    if (replied && !window.confirm(REPLY_AGAIN)) return;
    try {
      const result = await reply.mutateAsync({ id: message.id, reply_text: text });
      setText('');
      setOpen(false);
      if (result.mail === 'failed') flash(MAIL_FAILED, 'warning');
      else flash('Reply sent successfully!');
    } catch (error) {
      // SPEC.md section 8: a failed reply is logged only; the text stays for another try.
      console.error('Failed to send reply', error);
    }
  }

  async function removeMessage() {
    if (!window.confirm('Are you sure you want to delete this message?')) return;
    try {
      await remove.mutateAsync(message.id);
      flash('Message removed successfully!');
    } catch {
      flash('Error removing the message.', 'error');
    }
  }

  return (
    <article className={styles.card} aria-labelledby={`${ids}-name`}>
      <div className={styles.head}>
        <h2 id={`${ids}-name`} className={styles.name}>
          {name}
        </h2>
        <time dateTime={message.created_at} className={styles.date}>
          {formatDateTime(message.created_at)}
        </time>
      </div>
      <dl className={styles.details}>
        <dt>Email</dt>
        <dd>
          {message.userEmail ? (
            <a href={`mailto:${message.userEmail}`}>{message.userEmail}</a>
          ) : (
            'No email provided'
          )}
        </dd>
        <dt>Phone number</dt>
        <dd>
          {message.phone_number ? (
            <a href={`tel:${message.phone_number.replace(/[^+\d]/g, '')}`}>
              {message.phone_number}
            </a>
          ) : (
            'Not provided'
          )}
        </dd>
        <dt>Service of interest</dt>
        <dd>{message.service_of_interest ?? 'Not provided'}</dd>
      </dl>
      <p className={styles.description}>{message.description}</p>
      {lastReply ? (
        <p className={styles.replied}>
          Replied{' '}
          <time dateTime={lastReply.created_at}>{formatDateTime(lastReply.created_at)}</time>
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls={`${ids}-reply`}
          disabled={replied && !open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Cancel reply' : replied ? 'Already Replied' : 'Reply'}
        </button>
        <RemoveButton pending={remove.isPending} onClick={removeMessage} />
      </div>
      <div id={`${ids}-reply`} hidden={!open} className={styles.reply}>
        <label htmlFor={`${ids}-text`} className="visually-hidden">
          Reply to {name}
        </label>
        <textarea
          id={`${ids}-text`}
          ref={textarea}
          rows={4}
          placeholder="Drop a message"
          maxLength={10_000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="button" className="button" disabled={reply.isPending} onClick={send}>
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </button>
      </div>
    </article>
  );
}
