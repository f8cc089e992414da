import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { footerColumns, siteNav } from '@/lib/content/company';
import { menusSchema, type MenuLink, type Menus } from '@/lib/domain/menus';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { siteMenus } from '@/lib/own-data/db/schema';

// The header and footer menus in the product's own database (every mode: the firm's API has no
// call for them). One row, written by the back office's Menus screen; none before the first save.

/** The menus, their version (0: never saved) and who saved them last. */
export type StoredMenus = {
  menus: Menus;
  version: number;
  savedBy: { name: string; at: Date } | null;
};

export type MenusSaveOutcome =
  | { saved: true; before: Menus; after: StoredMenus }
  /** The form loaded an older version: `current` says who saved since. */
  | { saved: false; current: StoredMenus };

/**
 * The links the site shipped with (lib/content/company.ts): the header's beside its Services
 * menu, the footer's "Quick Links". A fresh or upgraded install shows exactly these.
 */
export const defaultMenus: Menus = menusSchema.parse({
  header: siteNav.flatMap((item) =>
    item.kind === 'link' ? [{ label: item.label, link: item.href }] : [],
  ),
  footer: footerColumns[0]!.links.map((link) => ({ label: link.label, link: link.href })),
});

const ROW = 1;

// Menus stored under older rules that today's refuse: each menu falls back to its default
// alone, so one refused link never empties the other menu.
function checkedMenus(stored: unknown): Menus {
  const record = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const menu = (name: keyof Menus): MenuLink[] => {
    const parsed = menusSchema.shape[name].safeParse(record[name]);
    return parsed.success ? parsed.data : defaultMenus[name];
  };
  return { header: menu('header'), footer: menu('footer') };
}

type Row = typeof siteMenus.$inferSelect;
const fromRow = (row: Row | undefined): StoredMenus =>
  row
    ? {
        menus: checkedMenus(row.menus),
        version: row.version,
        savedBy: { name: row.savedByName, at: row.savedAt },
      }
    : { menus: defaultMenus, version: 0, savedBy: null };

// What the last read found, for a page rendered while the database cannot be read: on
// globalThis, which every route's bundle of this process shares.
const memory = globalThis as unknown as { __siteMenus?: Menus };

export async function readMenus(db?: Db): Promise<StoredMenus> {
  const database = db ?? (await ownDatabase());
  const [row] = await database.select().from(siteMenus).where(eq(siteMenus.id, ROW));
  const stored = fromRow(row);
  memory.__siteMenus = stored.menus;
  return stored;
}

/** The menus as this process last read them, or the defaults before any read succeeded. */
export const lastKnownMenus = (): Menus => memory.__siteMenus ?? defaultMenus;

/**
 * Saves `menus` over `version`, the one the form loaded. A newer version stored since (someone
 * saved in between) is never overwritten: the outcome names who saved it. Saving what is already
 * stored writes nothing and keeps the version, so it refuses nobody else's form.
 */
export async function saveMenus(
  menus: Menus,
  version: number,
  by: { id: number | null; name: string },
  db?: Db,
): Promise<MenusSaveOutcome> {
  const database = db ?? (await ownDatabase());
  return database.transaction(async (tx) => {
    const [row] = await tx.select().from(siteMenus).where(eq(siteMenus.id, ROW)).for('update');
    const current = fromRow(row);
    if (current.version !== version) return { saved: false, current };
    if (JSON.stringify(current.menus) === JSON.stringify(menus)) {
      return { saved: true, before: current.menus, after: current };
    }
    const values = {
      menus,
      version: version + 1,
      savedAt: sql`now()`,
      savedByName: by.name,
      savedByAccountId: by.id,
    };
    // Two first saves at once both find no row: the one whose insert loses is the stale one.
    const [written] = row
      ? await tx.update(siteMenus).set(values).where(eq(siteMenus.id, ROW)).returning()
      : await tx.insert(siteMenus).values(values).onConflictDoNothing().returning();
    if (!written) return { saved: false, current: await readMenus(tx) };
    return { saved: true, before: current.menus, after: fromRow(written) };
  });
}
