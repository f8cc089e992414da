'use client';
import { useState } from 'react';
import { findInputSchema } from '@/lib/privacy/schema';
import { TextField } from '../ui/TextField';
import { SubmitButton } from '../ui/SubmitButton';
import styles from './Privacy.module.css';

/** The address to look for, checked with the doors' own schema before anything is asked. */
export function FindForm({ onFind }: { onFind: (email: string) => void }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      method="post"
      role="search"
      aria-label="Find a person’s data"
      className={styles.findForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = findInputSchema.safeParse({ email: draft });
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (parsed.success) onFind(parsed.data.email);
      }}
    >
      <TextField
        label="E-mail address"
        type="email"
        name="email"
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={error}
        announceError
        className={styles.grow}
      />
      <SubmitButton>Find</SubmitButton>
    </form>
  );
}
