'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '@/lib/dates/date-formats';
import type { InboxMessage } from '@/lib/inbox/schema';
import { useRemoveMessage, useReplyToMessage } from '../queries/messages';
import { useFlash } from '../ui/FlashProvider';
import styles from './MessageCard.module.css';
import { DisclosureButton } from '../ui/DisclosureButton';
import { RemoveButton } from '../ui/RemoveButton';
import { MessageDetails } from './MessageDetails';
import { useReadState } from './use-read-state';

export const UNKNOWN_SENDER = 'Unknown sender';
const REPLY_AGAIN =
  'This message has already been replied to. Are you sure you want to send another reply?';

export function MessageCard({ message }: { message: InboxMessage }) {
  const flash = useFlash();
  const reply = useReplyToMessage();
  const remove = useRemoveMessage();
  const readState = useReadState(message);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
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
      await reply.mutateAsync({ id: message.id, reply_text: text });
      // docs/spec.md section 8: success clears the text area; the box stays open under the flash.
      setText('');
      textarea.current?.focus();
      // Stored, and its e-mail queued in the outbox: it will be sent even if SMTP is down now.
      flash('Reply sent successfully!');
    } catch (error) {
      // docs/spec.md section 8: a failed reply is logged only; the text stays for another try.
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

  // Expanding the message or starting a reply is opening it.
  function toggle(setShown: (shown: boolean) => void, shown: boolean) {
    setShown(!shown);
    if (!shown) readState.opened();
  }

  return (
    <article
      className={`${styles.card} ${message.read ? '' : styles.unreadCard}`}
      aria-labelledby={`${ids}-name`}
    >
      <div className={styles.head}>
        <div className={styles.who}>
          <h2 id={`${ids}-name`} className={styles.name}>
            {name}
          </h2>
          {message.read ? null : <span className={styles.badge}>Unread</span>}
        </div>
        <time dateTime={message.created_at} className={styles.date}>
          {formatDateTime(message.created_at)}
        </time>
      </div>
      <MessageDetails message={message} />
      <p
        id={`${ids}-description`}
        className={`${styles.description} ${expanded ? '' : styles.clamped}`}
      >
        {message.description}
      </p>
      {lastReply ? (
        <p className={styles.replied}>
          Replied{lastReply.admin_user ? ` by ${lastReply.admin_user}` : ''}{' '}
          <time dateTime={lastReply.created_at}>{formatDateTime(lastReply.created_at)}</time>
        </p>
      ) : null}
      <div className={styles.actions}>
        <DisclosureButton
          expanded={expanded}
          controls={`${ids}-description`}
          onToggle={() => toggle(setExpanded, expanded)}
        >
          {expanded ? 'Close message' : 'View message'}
        </DisclosureButton>
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls={`${ids}-reply`}
          disabled={replied && !open}
          onClick={() => toggle(setOpen, open)}
        >
          {open ? 'Cancel reply' : replied ? 'Already Replied' : 'Reply'}
        </button>
        <button type="button" className="button button--ghost" onClick={readState.toggle}>
          {message.read ? 'Mark as unread' : 'Mark as read'}
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
