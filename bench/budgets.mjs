// Issue #17's budgets, each a ratio to a reference measured in the same run (never an absolute
// figure: the machine is shared and its speed swings by 3x).
export const LIMITS = {
  pageRpsToFloor: 0.6,
  siteRpsToCeiling: 0.5,
  jsOverFloorKb: 15,
  lighthouseBelowFloor: 3,
  tbtOverFloorMs: 50,
  rssAfterLoadMb: 300,
};

export function budgetsOf(results) {
  const budgets = [];
  const budget = (name, value, limit, pass) => budgets.push({ name, value, limit, pass });
  for (const r of results.load.filter((l) => ['static', 'data', '404'].includes(l.kind))) {
    const value = `${r.ratio} (${r.ratioSpread.join('-')})`;
    budget(
      `req/s ${r.name} ÷ floor`,
      value,
      `≥ ${LIMITS.pageRpsToFloor}`,
      r.ratio >= LIMITS.pageRpsToFloor,
    );
  }
  const site = results.throughSite;
  if (site) {
    budget(
      'req/s through the nginx site ÷ static ceiling (TLS)',
      `${site.ratio} (${site.ratioSpread.join('-')})`,
      `≥ ${LIMITS.siteRpsToCeiling}`,
      site.ratio >= LIMITS.siteRpsToCeiling,
    );
  }
  const floorJs = results.firstLoadJs.floor.gzipKb;
  for (const page of results.firstLoadJs.pages) {
    const over = +(page.gzipKb - floorJs).toFixed(1);
    budget(
      `first-load JS ${page.name}, KB gzip over the floor's`,
      over,
      `≤ ${LIMITS.jsOverFloorKb}`,
      over <= LIMITS.jsOverFloorKb,
    );
  }
  const floor = results.lighthouse.floor;
  for (const page of results.lighthouse.pages) {
    const below = floor.performance - page.performance;
    budget(
      `Lighthouse performance ${page.name}, points below the floor's`,
      below,
      `≤ ${LIMITS.lighthouseBelowFloor}`,
      below <= LIMITS.lighthouseBelowFloor,
    );
    const over = page.tbt - floor.tbt;
    budget(
      `TBT ${page.name}, ms over the floor's`,
      over,
      `≤ ${LIMITS.tbtOverFloorMs}`,
      over <= LIMITS.tbtOverFloorMs,
    );
  }
  const rss = results.memory.rssAfterLoadMb;
  budget(
    'server RSS after load, MB (embedded mode)',
    rss,
    `≤ ${LIMITS.rssAfterLoadMb}`,
    rss <= LIMITS.rssAfterLoadMb,
  );
  return budgets;
}
