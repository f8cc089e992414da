'use client';
import { useRef } from 'react';

/**
 * A form's submit handler that runs `send` once at a time. The guard is a ref, set at once, not
 * state seen on the next render: a double click while the form's checks load sends once.
 */
export function useSingleSubmit(send: (form: HTMLFormElement) => Promise<void>) {
  const submitting = useRef(false);
  return async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await send(event.currentTarget);
    } finally {
      submitting.current = false;
    }
  };
}
