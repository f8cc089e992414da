// `npm run registries [-- --check]`: writes the records that list the kinds of section and of
// page from their folders, so a new kind is its folder (and its place in "Add section"'s list,
// or where its copy is kept) and nothing else. As Payload's import map, the records are
// written, not hand-kept: a section's shape, server renderer and client fields must load apart
// (a client bundle may not import a server renderer), so each has a record of its own.
// `--check` (run by `npm test`) writes nothing and fails when a record is not as written here;
// `--root <dir>` reads and writes another tree (the script's test), formatted as this one.
//
// The folders' exports follow their names: sections/image-and-text/ exports
// `imageAndTextSection` (shape.ts), `ImageAndTextSection` (Section.tsx) and
// `ImageAndTextFields` (Fields.tsx); page-kinds/faq-section/Fields.tsx exports `faqSectionEditor`.
// The type check names any export a folder lacks.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';

const repository = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { check: { type: 'boolean' }, root: { type: 'string', default: repository } },
});
const root = path.resolve(values.root);
const HEADER = '// Written by `npm run registries` from the kinds\u2019 folders: do not edit.';

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const pascal = (name) => camel(name).replace(/^[a-z]/, (letter) => letter.toUpperCase());
const key = (name) => (/^[a-z][a-zA-Z0-9]*$/.test(name) ? name : `'${name}'`);

/** The folders of `dir` holding every one of `files`, by name; a folder with some is an error. */
function kindFolders(dir, files) {
  const folders = readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const kinds = [];
  for (const folder of folders) {
    const present = files.filter((file) => existsSync(path.join(root, dir, folder, file)));
    if (present.length === 0) continue;
    if (present.length < files.length || !/^[a-z][a-z0-9-]*$/.test(folder)) {
      console.error(
        `${dir}/${folder}: a kind's folder is named in lowercase words joined by hyphens and holds ${files.join(', ')}.`,
      );
      process.exit(1);
    }
    kinds.push(folder);
  }
  return kinds;
}

/** A record module: its imports, then `declaration` over one `key: value` line per kind. */
const record = ({ client, imports, kinds, declaration, value, module, doc }) =>
  [
    client ? "'use client';" : '',
    HEADER,
    ...imports,
    ...kinds.map((kind) => `import { ${value(kind)} } from './${kind}/${module}';`),
    '',
    `/** ${doc} */`,
    `${declaration} = {`,
    ...kinds.map((kind) => `  ${key(kind)}: ${value(kind)},`),
    '};',
    '',
  ].join('\n');

const sections = kindFolders('sections', ['shape.ts', 'Section.tsx', 'Fields.tsx']);
const pageKinds = kindFolders('page-kinds', ['Fields.tsx']);

const files = {
  'sections/shapes.generated.ts': record({
    imports: [],
    kinds: sections,
    module: 'shape',
    value: (kind) => `${camel(kind)}Section`,
    declaration: 'export const sectionShapes',
    doc: 'Each kind of section’s shape, label, seed and search words (pure: loads anywhere).',
  }),
  'sections/renderers.generated.ts': record({
    imports: [
      "import type { ComponentType } from 'react';",
      "import type { SectionKind } from './kinds';",
      "import type { SectionProps } from './section-props';",
    ],
    kinds: sections,
    module: 'Section',
    value: (kind) => `${pascal(kind)}Section`,
    declaration:
      'export const sectionRenderers: { [K in SectionKind]: ComponentType<SectionProps<K>> }',
    doc: 'How visitors see each kind of section (server components).',
  }),
  'sections/fields.generated.ts': record({
    client: true,
    imports: [
      "import type { ComponentType } from 'react';",
      "import type { FieldsProps } from './fields-props';",
      "import type { SectionKind } from './kinds';",
    ],
    kinds: sections,
    module: 'Fields',
    value: (kind) => `${pascal(kind)}Fields`,
    declaration:
      'export const sectionFields: { [K in SectionKind]: ComponentType<FieldsProps<K>> }',
    doc: 'Each kind of section’s fields in the page editor (client components).',
  }),
  'page-kinds/editors.generated.ts': record({
    client: true,
    imports: [
      "import type { PageKind } from '@/lib/domain/site-page';",
      "import type { PageEditor } from './page-editor';",
    ],
    kinds: pageKinds,
    module: 'Fields',
    value: (kind) => `${camel(kind)}Editor`,
    declaration: 'export const pageEditors: Record<PageKind, PageEditor>',
    doc: 'Each kind of page’s editor: the shape of its copy and the fields that edit it.',
  }),
  'lib/domain/page-kinds.generated.ts': [
    HEADER,
    '',
    '/** The kinds of page the back office edits: one per folder of page-kinds/. */',
    `export const PAGE_KINDS = [${pageKinds.map((kind) => `'${kind}'`).join(', ')}] as const;`,
    '',
  ].join('\n'),
};

const check = values.check;
const stale = [];
for (const [file, text] of Object.entries(files)) {
  const full = path.join(root, file);
  const config = await prettier.resolveConfig(path.join(repository, file));
  const options = { ...config, filepath: full };
  const formatted = await prettier.format(text, options);
  const current = existsSync(full) ? readFileSync(full, 'utf8') : undefined;
  if (current === formatted) continue;
  if (check) stale.push(file);
  else writeFileSync(full, formatted);
}
if (stale.length > 0) {
  console.error(`Not as the kinds' folders say (run \`npm run registries\`): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(
  `${sections.length} kinds of section, ${pageKinds.length} kinds of page: records ${check ? 'as written' : 'written'}.`,
);
