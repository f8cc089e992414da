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
  // `page` and `measure` let the report show the per-page budgets as one matrix.
  let page = null;
  let measure = null;
  const budget = (name, value, limit, pass) =>
    budgets.push({ name, value, limit, pass, page, measure });
  const atLeast = (name, value, limit) => budget(name, value, `≥ ${limit}`, value >= limit);
  const atMost = (name, value, limit, shown = value) =>
    budget(name, shown, `≤ ${limit}`, value <= limit);
  const forPage = (name, what) => {
    page = name;
    measure = what;
  };

  for (const r of results.load.filter((l) => ['static', 'data', '404'].includes(l.kind))) {
    const ratio = `${r.ratio} (${r.ratioSpread.join('-')})`;
    forPage(r.name, 'req/s ÷ floor');
    budget(
      `req/s ${r.name} ÷ floor`,
      ratio,
      `≥ ${LIMITS.pageRpsToFloor}`,
      r.ratio >= LIMITS.pageRpsToFloor,
    );
    forPage(r.name, 'req/s ÷ /sized');
    atLeast(`req/s ${r.name} ÷ floor at our page size`, r.sizedRatio, LIMITS.pageRpsToSized);
  }
  forPage(null, null);
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
    forPage(page.name, 'first-load JS, KB gzip over the floor');
    atMost(`first-load JS ${page.name}, KB gzip over the floor's`, over, LIMITS.jsOverFloorKb);
  }
  for (const page of results.weight) {
    forPage(page.name, 'HTML KB');
    atMost(`HTML ${page.name}, KB`, page.htmlKb, LIMITS.htmlKb);
    forPage(page.name, 'render-blocking stylesheets');
    atMost(
      `render-blocking stylesheets ${page.name}`,
      page.blockingStylesheets,
      LIMITS.blockingStylesheets,
    );
  }
  const floor = results.lighthouse.floor;
  for (const page of results.lighthouse.pages) {
    forPage(page.name, 'Lighthouse points below the floor');
    atMost(
      `Lighthouse performance ${page.name}, points below the floor's`,
      floor.performance - page.performance,
      LIMITS.lighthouseBelowFloor,
    );
    forPage(page.name, 'TBT ms over the floor');
    atMost(`TBT ${page.name}, ms over the floor's`, page.tbt - floor.tbt, LIMITS.tbtOverFloorMs);
  }
  forPage(null, null);
  const home = results.lighthouse.pages.find((page) => page.name === '/');
  if (home) atMost("LCP /, ms over the floor's", home.lcp - floor.lcp, LIMITS.homeLcpOverFloorMs);
  atMost(
    'server RSS after load, MB (embedded mode)',
    results.memory.rssAfterLoadMb,
    LIMITS.rssAfterLoadMb,
  );
  return budgets;
}
