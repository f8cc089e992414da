'use client';
import { useEffect, useId, useRef, useState } from 'react';
import {
  isMissingPage,
  MAX_MENU_LABEL,
  MAX_MENU_LINKS,
  menusSaveSchema,
  type MenuName,
  type MenuPage,
  type MenusSettings,
} from '@/lib/domain/menus';
import { MAX_SITE_LINK } from '@/lib/domain/site-link';
import { fieldErrors } from '@/lib/http/field-errors';
import { ApiError } from '../queries/api-fetch';
import { useSaveMenus } from '../queries/menus';
import { useFlash } from '../ui/FlashProvider';
import { FormEnd } from '../ui/FormEnd';
import { TextField } from '../ui/TextField';
import formStyles from '../ui/AdminForm.module.css';
import styles from './Menus.module.css';

/** One link as the form holds it: `key` stays with the row while others move, come and go. */
type Row = { key: number; label: string; link: string };
type Rows = Record<MenuName, Row[]>;
type Errors = Record<string, string | undefined>;

const MENUS: { name: MenuName; title: string; hint: string }[] = [
  {
    name: 'header',
    title: 'Header menu',
    hint: 'The Services menu follows the first link; a link to the contact page shows as a button.',
  },
  {
    name: 'footer',
    title: 'Footer menu',
    hint: 'The footer’s first column of links, after the services; the legal pages keep their own.',
  },
];

/**
 * The header's and footer's links, checked with the door's own schema before they are sent with
 * the version they were loaded at: a save over someone else's since is refused by the door,
 * which names them, and nothing is overwritten. A link to an address of this site that is none
 * of its pages is flagged beside it.
 */
export function MenusForm({ settings }: { settings: MenusSettings }) {
  const { menus, version, pages } = settings;
  const save = useSaveMenus();
  const flash = useFlash();
  const form = useRef<HTMLFormElement>(null);
  const nextKey = useRef(menus.header.length + menus.footer.length);
  const pagesId = useId();
  const [rows, setRows] = useState<Rows>(() => ({
    header: menus.header.map((link, key) => ({ key, ...link })),
    footer: menus.footer.map((link, index) => ({ key: menus.header.length + index, ...link })),
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  // The first field to correct, where the keyboard and a screen reader go next.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const change = (name: MenuName, update: (rows: Row[]) => Row[]) =>
    setRows((all) => ({ ...all, [name]: update(all[name]) }));

  const move = (name: MenuName, index: number, by: -1 | 1) =>
    change(name, (list) => {
      const moved = [...list];
      [moved[index], moved[index + by]] = [moved[index + by]!, moved[index]!];
      return moved;
    });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const links = (name: MenuName) => rows[name].map(({ label, link }) => ({ label, link }));
    const checked = menusSaveSchema.safeParse({
      version,
      header: links('header'),
      footer: links('footer'),
    });
    setRefusal(null);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (!checked.success) {
      setRefusal('Please correct the highlighted fields.');
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      flash('The menus are saved: the website shows them now.');
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(failure.fields ?? {});
        setRefusal(failure.message);
      } else setRefusal('The menus could not be saved. Check the connection and try again.');
    }
  }

  return (
    <form ref={form} method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
      <datalist id={pagesId}>
        {pages.map((page) => (
          <option key={page.path} value={page.path}>
            {page.title}
          </option>
        ))}
      </datalist>
      {MENUS.map(({ name, title, hint }) => (
        <fieldset key={name} className={styles.group}>
          <legend>{title}</legend>
          <p className={formStyles.hint}>
            {hint} Choose a page of the site or type an address starting with https://.
          </p>
          {rows[name].map((row, index) => (
            <LinkRow
              key={row.key}
              row={row}
              place={index + 1}
              field={`${name}.${index}`}
              errors={errors}
              pages={pages}
              pagesId={pagesId}
              first={index === 0}
              last={index === rows[name].length - 1}
              onChange={(changed) =>
                change(name, (list) =>
                  list.map((item) => (item.key === row.key ? { ...item, ...changed } : item)),
                )
              }
              onMove={(by) => move(name, index, by)}
              onRemove={() => change(name, (list) => list.filter((item) => item.key !== row.key))}
            />
          ))}
          {errors[name] ? <p className={formStyles.error}>{errors[name]}</p> : null}
          <div>
            <button
              type="button"
              className="button button--ghost"
              disabled={rows[name].length >= MAX_MENU_LINKS}
              onClick={() =>
                change(name, (list) => [...list, { key: nextKey.current++, label: '', link: '' }])
              }
            >
              Add link
            </button>
          </div>
        </fieldset>
      ))}
      <FormEnd error={refusal} busy={save.isPending} action="Save" pending="Saving..." />
    </form>
  );
}

type RowProps = {
  row: Row;
  place: number;
  /** The row's path in the door's field errors: `header.2`. */
  field: string;
  errors: Errors;
  pages: readonly MenuPage[];
  pagesId: string;
  first: boolean;
  last: boolean;
  onChange: (changed: Partial<Row>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function LinkRow(props: RowProps) {
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
