'use client';

type Props = {
  pending: boolean;
  onClick: () => void;
  /** Whom it removes, for a button outside a card that names its item (a table row). */
  who?: string;
};

/** The Remove action of every admin item, with docs/spec.md's busy label while the removal runs. */
export function RemoveButton({ pending, onClick, who }: Props) {
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={pending}
      aria-label={who && (pending ? `Removing ${who}...` : `Remove ${who}`)}
      onClick={onClick}
    >
      {pending ? 'Removing...' : 'Remove'}
    </button>
  );
}
