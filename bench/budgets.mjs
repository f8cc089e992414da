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
  // `at` names a per-page budget's page and measure, so the report can show them as one matrix.
  const budget = (name, value, limit, pass, at = {}) =>
    budgets.push({ name, value, limit, pass, page: at.page ?? null, measure: at.measure ?? null });
  const atLeast = (name, value, limit, at) => budget(name, value, `≥ ${limit}`, value >= limit, at);
  const atMost = (name, value, limit, at) => budget(name, value, `≤ ${limit}`, value <= limit, at);

  for (const r of results.load.filter((l) => ['static', 'data', '404'].includes(l.kind))) {
    budget(
      `req/s ${r.name} ÷ floor`,
      `${r.ratio} (${r.ratioSpread.join('-')})`,
      `≥ ${LIMITS.pageRpsToFloor}`,
      r.ratio >= LIMITS.pageRpsToFloor,
      { page: r.name, measure: 'req/s ÷ floor' },
    );
    atLeast(`req/s ${r.name} ÷ floor at our page size`, r.sizedRatio, LIMITS.pageRpsToSized, {
      page: r.name,
      measure: 'req/s ÷ /sized',
    });
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
    atMost(`first-load JS ${page.name}, KB gzip over the floor's`, over, LIMITS.jsOverFloorKb, {
      page: page.name,
      measure: 'first-load JS, KB gzip over the floor',
    });
  }
  for (const page of results.weight) {
    atMost(`HTML ${page.name}, KB`, page.htmlKb, LIMITS.htmlKb, {
      page: page.name,
      measure: 'HTML KB',
    });
    atMost(
      `render-blocking stylesheets ${page.name}`,
      page.blockingStylesheets,
      LIMITS.blockingStylesheets,
      { page: page.name, measure: 'render-blocking stylesheets' },
    );
  }
  const floor = results.lighthouse.floor;
  for (const page of results.lighthouse.pages) {
    atMost(
      `Lighthouse performance ${page.name}, points below the floor's`,
      floor.performance - page.performance,
      LIMITS.lighthouseBelowFloor,
      { page: page.name, measure: 'Lighthouse points below the floor' },
    );
    atMost(`TBT ${page.name}, ms over the floor's`, page.tbt - floor.tbt, LIMITS.tbtOverFloorMs, {
      page: page.name,
      measure: 'TBT ms over the floor',
    });
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
