'use client';

/** The Remove action of every admin item, with docs/spec.md's busy label while the removal runs. */
export function RemoveButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button button--ghost" disabled={pending} onClick={onClick}>
      {pending ? 'Removing...' : 'Remove'}
    </button>
  );
}
