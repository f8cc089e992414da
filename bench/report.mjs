// The bench's table, printed and written between the README's bench markers.
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

const range = ([low, high]) => `${low}-${high}`;

/** The per-page budgets as one matrix of pass and FAIL (the values are in the tables above). */
function budgetReport(budgets) {
  const perPage = budgets.filter((b) => b.page);
  const measures = [...new Set(perPage.map((b) => b.measure))];
  const pages = [...new Set(perPage.map((b) => b.page))];
  const limitOf = (measure) => perPage.find((b) => b.measure === measure).limit;
  const passed = budgets.filter((b) => b.pass).length;
  return [
    `Budgets: ${passed} of ${budgets.length} pass.`,
    '',
    `| page | ${measures.map((m) => `${m} ${limitOf(m)}`).join(' | ')} |`,
    `|---|${measures.map(() => '---').join('|')}|`,
    ...pages.map((page) => {
      const cell = (measure) => {
        const b = perPage.find((x) => x.page === page && x.measure === measure);
        return b ? `${b.value} ${b.pass ? 'pass' : 'FAIL'}` : '';
      };
      return `| ${page} | ${measures.map(cell).join(' | ')} |`;
    }),
    '',
    ...budgets
      .filter((b) => !b.page)
      .map((b) => `- ${b.name}: ${b.value} (${b.limit}) ${b.pass ? 'pass' : 'FAIL'}`),
  ];
}

export async function writeReport(results, readmePath) {
  const { load, throughSite: site, firstLoadJs, weight, lighthouse, memory, budgets } = results;
  const floorJs = firstLoadJs.floor;
  const table = [
    `Measured ${results.date} on ${results.machine}; ${results.connections} connections; each target interleaved with its reference (A B, B A, ...), ${process.env.BENCH_ROUNDS ?? 3} rounds of ${process.env.BENCH_DURATION ?? 5} s after a 2 s warm-up; medians, spread in brackets.`,
    '',
    '| target | req/s | floor req/s | ÷ floor | ÷ /sized | p50 ms | p99 ms | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...load.map(
      (r) =>
        `| ${r.name} | ${r.rps} | ${r.referenceRps} | ${r.ratio} (${range(r.ratioSpread)}) | ${r.sizedRatio ?? ''} | ${r.p50} | ${r.p99} | ${r.non2xx} |`,
    ),
    site
      ? `| nginx site recipe, / over TLS | ${site.rps} | static over TLS: ${site.referenceRps} | ${site.ratio} (${range(site.ratioSpread)}) of the ceiling | | ${site.p50} | ${site.p99} | ${site.non2xx} |`
      : '| static ceiling and nginx site recipe | not measured: nginx was not installed | | | | | | |',
    '',
    '| page | scripts | first-load JS raw KB | gzip KB | HTML KB | of it inline RSC payload KB | render-blocking stylesheets |',
    '|---|---:|---:|---:|---:|---:|---:|',
    `| floor app | ${floorJs.scripts} | ${floorJs.rawKb} | ${floorJs.gzipKb} | | | |`,
    ...[...new Set([...firstLoadJs.pages, ...weight].map((p) => p.name))].map((name) => {
      const j = firstLoadJs.pages.find((p) => p.name === name);
      const w = weight.find((p) => p.name === name);
      return `| ${name} | ${j?.scripts ?? ''} | ${j?.rawKb ?? ''} | ${j?.gzipKb ?? ''} | ${w?.htmlKb ?? ''} | ${w?.payloadKb ?? ''} | ${w?.blockingStylesheets ?? ''} |`;
    }),
    '',
    `| Lighthouse (mobile), ${process.env.BENCH_LIGHTHOUSE_RUNS ?? 5} rounds interleaved with the floor | performance | TBT ms | FCP ms | LCP ms | Speed Index ms | accessibility | best practices | SEO |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...[
      { name: 'floor app', ...lighthouse.floor },
      { name: 'floor app at our page size (/sized)', ...lighthouse.sizedFloor },
      ...lighthouse.pages,
    ].map(
      (s) =>
        `| ${s.name} | ${s.performance} (${range(s.performanceSpread)}) | ${s.tbt} (${range(s.tbtSpread)}) | ${s.fcp} | ${s.lcp} (${range(s.lcpSpread)}) | ${s.si} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} |`,
    ),
    '',
    'Where the main thread went (last run, ms): ' +
      lighthouse.pages
        .map((p) => {
          const m = p.diagnosis?.mainThread ?? {};
          return `${p.name}: script ${m.scriptEvaluation ?? 0}, style and layout ${m.styleLayout ?? 0}, other ${m.other ?? 0}`;
        })
        .join('; ') +
      '.',
    '',
    `Server memory (embedded mode): ${memory.rssIdleMb} MB idle, ${memory.rssAfterLoadMb} MB after load.`,
    '',
    ...budgetReport(budgets),
  ].join('\n');
  console.log(`\n${table}`);
  const readme = readFileSync(readmePath, 'utf8');
  const marked = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/;
  if (!marked.test(readme)) return;
  const updated = readme.replace(marked, `<!-- bench:start -->\n${table}\n<!-- bench:end -->`);
  // Formatted as `npm test`'s prettier check wants it (aligned tables).
  const options = { ...(await prettier.resolveConfig(readmePath)), filepath: readmePath };
  writeFileSync(readmePath, await prettier.format(updated, options));
}
