'use client';
import { useId, useRef, useState } from 'react';
import { menusSaveSchema, type MenuName, type MenusSettings } from '@/lib/domain/menus';
import { useSaveMenus } from '../queries/menus';
import { useFlash } from '../ui/FlashProvider';
import { FormEnd } from '../ui/FormEnd';
import { useRefusal } from '../ui/use-refusal';
import formStyles from '../ui/AdminForm.module.css';
import type { MenuRow } from './MenuLinkFields';
import { MenuList } from './MenuList';

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
  const refusal = useRefusal(form);
  const nextKey = useRef(menus.header.length + menus.footer.length);
  const pagesId = useId();
  const [rows, setRows] = useState<Record<MenuName, MenuRow[]>>(() => ({
    header: menus.header.map((link, key) => ({ key, ...link })),
    footer: menus.footer.map((link, index) => ({ key: menus.header.length + index, ...link })),
  }));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const links = (name: MenuName) => rows[name].map(({ label, link }) => ({ label, link }));
    const checked = menusSaveSchema.safeParse({
      version,
      header: links('header'),
      footer: links('footer'),
    });
    if (!refusal.checked(checked, 'Please correct the highlighted fields.')) return;
    try {
      await save.mutateAsync(checked.data);
      flash('The menus are saved: the website shows them now.');
    } catch (failure) {
      refusal.refused(failure, 'The menus could not be saved. Check the connection and try again.');
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
        <MenuList
          key={name}
          name={name}
          title={title}
          hint={hint}
          rows={rows[name]}
          errors={refusal.fields}
          pages={pages}
          pagesId={pagesId}
          newKey={() => nextKey.current++}
          onChange={(update) => setRows((all) => ({ ...all, [name]: update(all[name]) }))}
        />
      ))}
      <FormEnd error={refusal.error} busy={save.isPending} action="Save" pending="Saving..." />
    </form>
  );
}
