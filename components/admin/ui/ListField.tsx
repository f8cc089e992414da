'use client';
import type { ReactNode } from 'react';
import { moved, OrderButtons } from './OrderButtons';
import styles from './ListField.module.css';

type Props<T> = {
  /** The list's name as a reader says it: "Who it is for". */
  legend: string;
  /** What one entry is called, for the buttons' names: "line", "question". */
  itemName: string;
  items: T[];
  onChange: (items: T[]) => void;
  blank: () => T;
  max: number;
  renderItem: (item: T, index: number, change: (item: T) => void) => ReactNode;
  error?: string;
};

/**
 * A list the editor grows, shrinks and reorders: each entry with "Remove", "Move up" and
 * "Move down" (named with its number, so a screen reader says which), and "Add …" at the end.
 */
export function ListField<T>({
  legend,
  itemName,
  items,
  onChange,
  blank,
  max,
  renderItem,
  error,
}: Props<T>) {
  return (
    <fieldset className={styles.list}>
      <legend>{legend}</legend>
      {error ? <p className={styles.error}>{error}</p> : null}
      <ol>
        {items.map((item, index) => (
          <li key={index} className={styles.item}>
            {renderItem(item, index, (changed) =>
              onChange(items.map((old, at) => (at === index ? changed : old))),
            )}
            <div className={styles.actions}>
              <OrderButtons
                index={index}
                count={items.length}
                itemName={itemName}
                onMove={(to) => onChange(moved(items, index, to))}
                onRemove={() => onChange(items.filter((_, at) => at !== index))}
              />
            </div>
          </li>
        ))}
      </ol>
      {items.length < max ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onChange([...items, blank()])}
        >
          Add {itemName}
        </button>
      ) : null}
    </fieldset>
  );
}
