'use client';
import { useId } from 'react';
import formStyles from '../ui/AdminForm.module.css';

type Props = {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
} & ({ title: string } | { label: string });

/**
 * A form of the account page. It posts: one submitted before its script runs never puts a
 * password in the address. Its script checks it (noValidate); its heading names it, or a label
 * when it has none.
 */
export function AccountForm({ onSubmit, children, ...name }: Props) {
  const headingId = useId();
  return (
    <form
      method="post"
      className={formStyles.stack}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={'title' in name ? headingId : undefined}
      aria-label={'label' in name ? name.label : undefined}
    >
      {'title' in name ? <h3 id={headingId}>{name.title}</h3> : null}
      {children}
    </form>
  );
}
