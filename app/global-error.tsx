'use client';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/site/ErrorScreen';
import { companyName } from '@/lib/content/company-identity';
import './globals.css';

// Replaces the root layout when it fails, so it brings its own document and styles.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en-GB">
      <body>
        <title>{`Unexpected Application Error! | ${companyName}`}</title>
        <ErrorScreen onRetry={retry} />
      </body>
    </html>
  );
}
