'use client';
import type { RefObject } from 'react';

/** "Close": a ghost button that closes the dialog it stands in (the cookie preferences, the booking calendar). */
export function CloseDialogButton({ dialog }: { dialog: RefObject<HTMLDialogElement | null> }) {
  return (
    <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
      Close
    </button>
  );
}
