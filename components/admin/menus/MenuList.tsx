'use client';
import { MAX_MENU_LINKS, type MenuName, type MenuPage } from '@/lib/domain/menus';
import formStyles from '../ui/AdminForm.module.css';
import { MenuLinkFields, type MenuErrors, type MenuRow } from './MenuLinkFields';
import styles from './Menus.module.css';

type Props = {
  name: MenuName;
  title: string;
  hint: string;
  rows: MenuRow[];
  errors: MenuErrors;
  pages: readonly MenuPage[];
  pagesId: string;
  /** A key no row of either menu has had. */
  newKey: () => number;
  onChange: (update: (rows: MenuRow[]) => MenuRow[]) => void;
};

/** One menu's links in order, each with Move up, Move down and Remove, and "Add link". */
export function MenuList({
  name,
  title,
  hint,
  rows,
  errors,
  pages,
  pagesId,
  newKey,
  onChange,
}: Props) {
  const move = (index: number, by: -1 | 1) =>
    onChange((list) => {
      const moved = [...list];
      [moved[index], moved[index + by]] = [moved[index + by]!, moved[index]!];
      return moved;
    });
  return (
    <fieldset className={styles.group}>
      <legend>{title}</legend>
      <p className={formStyles.hint}>
        {hint} Choose a page of the site or type an address starting with https://.
      </p>
      {rows.map((row, index) => (
        <MenuLinkFields
          key={row.key}
          row={row}
          place={index + 1}
          field={`${name}.${index}`}
          errors={errors}
          pages={pages}
          pagesId={pagesId}
          first={index === 0}
          last={index === rows.length - 1}
          onChange={(changed) =>
            onChange((list) =>
              list.map((item) => (item.key === row.key ? { ...item, ...changed } : item)),
            )
          }
          onMove={(by) => move(index, by)}
          onRemove={() => onChange((list) => list.filter((item) => item.key !== row.key))}
        />
      ))}
      {errors[name] ? <p className={formStyles.error}>{errors[name]}</p> : null}
      <div>
        <button
          type="button"
          className="button button--ghost"
          disabled={rows.length >= MAX_MENU_LINKS}
          onClick={() => onChange((list) => [...list, { key: newKey(), label: '', link: '' }])}
        >
          Add link
        </button>
      </div>
    </fieldset>
  );
}
