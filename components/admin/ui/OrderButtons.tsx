/** `items` with the one at `from` taken out and put back at `to`. */
export const moved = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};

type Props = {
  index: number;
  count: number;
  /**
   * Names the item in each button ("Move up step 2") where nothing else does; a list whose items
   * are groups named by a heading of their own leaves it out.
   */
  itemName?: string;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** "Move up", "Move down" and "Remove" for the item at `index` of an ordered list of `count`. */
export function OrderButtons({ index, count, itemName, onMove, onRemove }: Props) {
  const named = (action: string) => (itemName ? `${action} ${itemName} ${index + 1}` : undefined);
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={index === 0}
        aria-label={named('Move up')}
        onClick={() => onMove(index - 1)}
      >
        Move up
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={index === count - 1}
        aria-label={named('Move down')}
        onClick={() => onMove(index + 1)}
      >
        Move down
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-label={named('Remove')}
        onClick={onRemove}
      >
        Remove
      </button>
    </>
  );
}
