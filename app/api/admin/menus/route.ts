import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { savedFirstMessage } from '@/lib/domain/company-details';
import { menusSaveSchema, type MenusSettings } from '@/lib/domain/menus';
import { readJson } from '@/lib/http/read-body';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { menuPages } from '@/lib/menus/menu-pages';
import { saveSiteMenus } from '@/lib/menus/save-menus';
import { readMenus, type StoredMenus } from '@/lib/own-data/menus-store';

/** What the Menus screen is told: the menus, their version, who saved them, the site's pages. */
const settingsOf = async ({ menus, version, savedBy }: StoredMenus): Promise<MenusSettings> => ({
  menus,
  version,
  savedBy: savedBy && { name: savedBy.name, at: savedBy.at.toISOString() },
  pages: await menuPages(),
});

export const GET = adminDoor('menus', async () =>
  NextResponse.json(await settingsOf(await readMenus())),
);

/**
 * Saves the menus over the version the form loaded. Someone else's save since is never
 * overwritten (409, naming them); a refused link or label names its field (`header.2.link`, 400)
 * and changes nothing. The public pages show a save on their next request, on every instance.
 */
export const PUT = adminDoor('menus', async ({ request, account }) => {
  const parsed = menusSaveSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const { version, ...menus } = parsed.data;
  const outcome = await saveSiteMenus(account, menus, version);
  if (!outcome.saved) {
    const { savedBy } = outcome.current;
    return jsonError(
      409,
      savedBy
        ? savedFirstMessage(savedBy, new Date(), 'these menus')
        : 'These menus have changed since you loaded them; reload to see the changes.',
    );
  }
  return NextResponse.json(await settingsOf(outcome.after));
});
