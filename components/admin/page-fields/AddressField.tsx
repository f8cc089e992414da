'use client';
import { TextField } from '@/components/admin/ui/TextField';
import formStyles from '@/components/admin/ui/AdminForm.module.css';

type Props = {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** What the address is and what changing it does, for this kind of page. */
  hint: string;
};

/** "Address": a page's path after the site's domain, typed as one (no spelling, no capitals). */
export function AddressField({ value, error, onChange, hint }: Props) {
  return (
    <>
      <TextField
        label="Address"
        name="address"
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        autoCapitalize="none"
      />
      <p className={formStyles.hint}>{hint}</p>
    </>
  );
}
