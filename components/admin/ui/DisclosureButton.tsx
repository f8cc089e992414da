type Props = {
  expanded: boolean;
  /** The id of what it shows and hides. */
  controls: string;
  onToggle: () => void;
  children: React.ReactNode;
};

/** A ghost button that shows and hides part of a card: a job's description, a long message. */
export function DisclosureButton({ expanded, controls, onToggle, children }: Props) {
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}
