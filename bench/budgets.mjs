// The budgets, each against a reference measured in the same run (never an absolute figure:
// the machine is shared and its speed swings by 3x), except the page weights, which are bytes.
// Issue #17 set the load, JS and memory budgets; issue #28 the phone's (Lighthouse, weight).
export const LIMITS = {
  pageRpsToFloor: 0.6,
  pageRpsToSized: 0.9,
  siteRpsToCeiling: 0.5,
  jsOverFloorKb: 15,
  lighthouseBelowFloor: 5,
  tbtOverFloorMs: 100,
  homeLcpOverFloorMs: 500,
  htmlKb: 50,
  blockingStylesheets: 1,
  rssAfterLoadMb: 300,
};

export function budgetsOf(results) {
  const budgets = [];
  const budget = (name, value, limit, pass) => budgets.push({ name, value, limit, pass });
  const atLeast = (name, value, limit) => budget(name, value, `≥ ${limit}`, value >= limit);
  const atMost = (name, value, limit, shown = value) =>
    budget(name, shown, `≤ ${limit}`, value <= limit);

  for (const r of results.load.filter((l) => ['static', 'data', '404'].includes(l.kind))) {
    const ratio = `${r.ratio} (${r.ratioSpread.join('-')})`;
    budget(
      `req/s ${r.name} ÷ floor`,
      ratio,
      `≥ ${LIMITS.pageRpsToFloor}`,
      r.ratio >= LIMITS.pageRpsToFloor,
    );
    atLeast(`req/s ${r.name} ÷ floor at our page size`, r.sizedRatio, LIMITS.pageRpsToSized);
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
    atMost(`first-load JS ${page.name}, KB gzip over the floor's`, over, LIMITS.jsOverFloorKb);
  }
  for (const page of results.weight) {
    atMost(`HTML ${page.name}, KB`, page.htmlKb, LIMITS.htmlKb);
    atMost(
      `render-blocking stylesheets ${page.name}`,
      page.blockingStylesheets,
      LIMITS.blockingStylesheets,
    );
  }
  const floor = results.lighthouse.floor;
  for (const page of results.lighthouse.pages) {
    atMost(
      `Lighthouse performance ${page.name}, points below the floor's`,
      floor.performance - page.performance,
      LIMITS.lighthouseBelowFloor,
    );
    atMost(`TBT ${page.name}, ms over the floor's`, page.tbt - floor.tbt, LIMITS.tbtOverFloorMs);
  }
  const home = results.lighthouse.pages.find((page) => page.name === '/');
  if (home) atMost("LCP /, ms over the floor's", home.lcp - floor.lcp, LIMITS.homeLcpOverFloorMs);
  atMost(
    'server RSS after load, MB (embedded mode)',
    results.memory.rssAfterLoadMb,
    LIMITS.rssAfterLoadMb,
  );
  return budgets;
}
