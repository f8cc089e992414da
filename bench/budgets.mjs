// The budgets, each against a reference measured in the same run (never an absolute figure:
// the machine is shared and its speed swings by 3x), except the page weights, which are bytes.
// Issue #17 set the load, JS and memory budgets; issue #28 the phone's (Lighthouse, weight);
// issue #46 those against `/sized`, a page of our size on the same Next with no code of ours.
export const LIMITS = {
  pageRpsToFloor: 0.6,
  pageRpsToSized: 0.9,
  notFoundRpsToSized: 0.8,
  lighthouseBelowSized: 3,
  tbtOverSizedMs: 100,
  lcpOverSizedMs: 200,
  siteRpsToCeiling: 0.5,
  jsOverFloorKb: 15,
  lighthouseBelowFloor: 5,
  tbtOverFloorMs: 100,
  homeLcpOverFloorMs: 500,
  htmlKb: 50,
  blockingStylesheets: 1,
  rssAfterLoadMb: 300,
};

// Issue 56: a page built from sections keeps up with the page it stands beside, so its
// requests/s and its Lighthouse score may not fall below the low end of that page's spread. The
// requests/s are loaded in pairs with that page itself (`results.alike`): each against the floor
// minutes apart, the two ratios swung with the machine more than the pages differ.
export const ALIKE = { 'ten-section page': 'service page' };

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
    // The 404 passes the router twice and answers through a route handler (the redirects).
    const sizedLimit = r.kind === '404' ? LIMITS.notFoundRpsToSized : LIMITS.pageRpsToSized;
    atLeast(`req/s ${r.name} ÷ floor at our page size`, r.sizedRatio, sizedLimit, {
      page: r.name,
      measure: 'req/s ÷ /sized (404: 0.8)',
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
  const sized = results.lighthouse.sizedFloor;
  for (const page of results.lighthouse.pages) {
    const at = (measure) => ({ page: page.name, measure });
    atMost(
      `Lighthouse performance ${page.name}, points below /sized`,
      sized.performance - page.performance,
      LIMITS.lighthouseBelowSized,
      at('Lighthouse points below /sized'),
    );
    atMost(
      `TBT ${page.name}, ms over /sized`,
      page.tbt - sized.tbt,
      LIMITS.tbtOverSizedMs,
      at('TBT ms over /sized'),
    );
    atMost(
      `LCP ${page.name}, ms over /sized`,
      page.lcp - sized.lcp,
      LIMITS.lcpOverSizedMs,
      at('LCP ms over /sized'),
    );
  }
  for (const [name, like] of Object.entries(ALIKE)) {
    const paired = results.alike?.find((row) => row.name === name && row.like === like);
    if (paired)
      budget(
        `req/s ${name}, loaded in turn with ${like}, within ${like}'s spread in those rounds`,
        `${paired.rps} (${like}: ${paired.referenceRps}, ${paired.referenceRpsSpread.join('-')})`,
        `≥ ${paired.referenceRpsSpread[0]}`,
        paired.rps >= paired.referenceRpsSpread[0],
      );
    const [score, likeScore] = [name, like].map((n) =>
      results.lighthouse.pages.find((p) => p.name === n),
    );
    if (score && likeScore)
      atLeast(
        `Lighthouse performance ${name}, within the spread of ${like}'s`,
        score.performance,
        likeScore.performanceSpread[0],
      );
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
