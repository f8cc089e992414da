import 'server-only';
import type { MenuLink, Menus } from '@/lib/domain/menus';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { saveMenus as storeMenus, type MenusSaveOutcome } from '@/lib/own-data/menus-store';
import { expireMenus } from '@/lib/freshness/expire';

const same = (a: readonly MenuLink[], b: readonly MenuLink[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * "Save" on the Menus screen, over the version the form loaded (an older one is refused by the
 * store). A save that changed something is shown by every public page on its next request, on
 * every instance, and logged with the menus it changed.
 */
export async function saveSiteMenus(
  actor: Actor,
  menus: Menus,
  version: number,
): Promise<MenusSaveOutcome> {
  const outcome = await storeMenus(menus, version, actor);
  if (!outcome.saved) return outcome;
  const { before } = outcome;
  const after = outcome.after.menus;
  const changed = [
    ...(same(before.header, after.header) ? [] : ['Header menu']),
    ...(same(before.footer, after.footer) ? [] : ['Footer menu']),
  ];
  if (changed.length > 0) {
    await expireMenus();
    await recordActivity(actor, { kind: 'menus', summary: `Changed the ${changed.join(' and ')}` });
  }
  return outcome;
}
