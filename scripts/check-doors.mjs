// `node scripts/check-doors.mjs`: every route handler goes through lib/doors/. Each HTTP method a
// `route.ts` under app/ exports must be `export const METHOD = someDoor(...)`, with `someDoor`
// imported from `@/lib/doors/`; a handler written as a bare function (which would restate or
// skip the Origin check, the rate limit and the error answer) fails, named.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const METHODS = 'GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS';

function* routes(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* routes(full);
    else if (/^route\.(ts|tsx|js)$/.test(entry.name)) yield full;
  }
}

const offences = [];
let count = 0;
for (const file of routes(path.join(root, 'app'))) {
  const source = readFileSync(file, 'utf8');
  const name = path.relative(root, file);
  const doors = new Set(
    [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@\/lib\/doors\/[^']+'/g)].flatMap(
      ([, names]) =>
        names.split(',').map((n) =>
          n
            .trim()
            .split(/\s+as\s+/)
            .at(-1),
        ),
    ),
  );
  for (const [, method] of source.matchAll(
    new RegExp(`export\\s+(?:async\\s+)?function\\s+(${METHODS})\\b`, 'g'),
  ))
    offences.push(`${name}: ${method} is a bare function`);
  for (const [, method, callee] of source.matchAll(
    new RegExp(`export\\s+const\\s+(${METHODS})\\s*=\\s*([A-Za-z_$][\\w$]*)`, 'g'),
  )) {
    count += 1;
    if (!doors.has(callee))
      offences.push(`${name}: ${method} = ${callee}, not a door of lib/doors`);
  }
  if (/export\s*\{[^}]*\b(GET|POST|PUT|PATCH|DELETE)\b/.test(source))
    offences.push(`${name}: re-exports a handler; write export const METHOD = someDoor(...)`);
}

if (offences.length > 0) {
  console.error(`Route handlers outside lib/doors:\n  ${offences.join('\n  ')}`);
  process.exit(1);
}
console.log(`app/: ${count} route handlers, all through lib/doors.`);
