'use client';
import { useId } from 'react';
import { isMissingPage, MAX_MENU_LABEL, type MenuPage } from '@/lib/domain/menus';
import { MAX_SITE_LINK } from '@/lib/domain/site-link';
import { TextField } from '../ui/TextField';
import styles from './Menus.module.css';

/** One link as the form holds it: `key` stays with the row while others move, come and go. */
export type MenuRow = { key: number; label: string; link: string };
/** The door's (or the form's own check's) messages by field path: `header.2.link`. */
export type MenuErrors = Record<string, string | undefined>;

type Props = {
  row: MenuRow;
  place: number;
  /** The row's path in the door's field errors: `header.2`. */
  field: string;
  errors: MenuErrors;
  pages: readonly MenuPage[];
  /** The datalist of the site's pages the Link field offers. */
  pagesId: string;
  first: boolean;
  last: boolean;
  onChange: (changed: Partial<MenuRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** A menu link's Label and Link, flagged when it leads to none of the site's pages. */
export function MenuLinkFields(props: Props) {
  const { row, place, field, errors, pages, pagesId, first, last } = props;
  const id = useId();
  const linkId = `${id}-link`;
  const warningId = `${id}-warning`;
  const linkError = errors[`${field}.link`];
  const missing = isMissingPage(row.link, pages);
  const describedBy = [linkError ? `${linkId}-error` : null, missing ? warningId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.link}>
      <legend>Link {place}</legend>
      <TextField
        label="Label"
        name={`${field}.label`}
        maxLength={MAX_MENU_LABEL}
        value={row.label}
        error={errors[`${field}.label`]}
        onChange={(event) => props.onChange({ label: event.target.value })}
      />
      <div>
        <TextField
          id={linkId}
          label="Link"
          name={`${field}.link`}
          list={pagesId}
          autoComplete="off"
          maxLength={MAX_SITE_LINK}
          value={row.link}
          error={linkError}
          aria-describedby={describedBy || undefined}
          onChange={(event) => props.onChange({ link: event.target.value })}
        />
        {missing ? (
          <p id={warningId} className={styles.warning}>
            No page of the site has this address (removed or moved?): visitors following it may find
            nothing. Choose one of the site’s pages.
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--ghost"
          disabled={first}
          onClick={() => props.onMove(-1)}
        >
          Move up
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={last}
          onClick={() => props.onMove(1)}
        >
          Move down
        </button>
        <button type="button" className="button button--ghost" onClick={props.onRemove}>
          Remove
        </button>
      </div>
    </fieldset>
  );
}
