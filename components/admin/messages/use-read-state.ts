'use client';
import type { InboxMessage } from '@/lib/inbox/schema';
import { useSetMessageRead } from '../queries/messages';
import { useFlash } from '../ui/FlashProvider';

/** A message's read state: opened (expanded or answered), or set by hand either way. */
export function useReadState(message: InboxMessage) {
  const flash = useFlash();
  const setRead = useSetMessageRead();
  const change = (read: boolean) =>
    setRead.mutate(
      { id: message.id, read },
      {
        // The optimistic change is undone by the mutation; the admin is told why.
        onError: () =>
          flash(`The message could not be marked as ${read ? 'read' : 'unread'}.`, 'error'),
      },
    );
  return {
    /** Opening an unread message reads it; opening a read one changes nothing. */
    opened: () => {
      if (!message.read) change(true);
    },
    toggle: () => change(!message.read),
  };
}
