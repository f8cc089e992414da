'use client';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/site/ErrorScreen';

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // In production this is a digest, never the server's message or stack.
    console.error(error);
  }, [error]);
  return <ErrorScreen onRetry={retry} />;
}
