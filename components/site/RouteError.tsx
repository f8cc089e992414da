'use client';
import { useEffect } from 'react';
import { ErrorScreen } from './ErrorScreen';

/** A route's error boundary (app/(site)/error.tsx, app/admin/error.tsx): the error screen, logged. */
export function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // In production this is a digest, never the server's message or stack.
    console.error(error);
  }, [error]);
  return <ErrorScreen onRetry={retry} />;
}
