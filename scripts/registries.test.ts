// The records of the kinds are written from the folders: a new folder is listed, a half-made one
// is refused by name, and `--check` fails on records the folders no longer match.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { scratchFolder } from '../test/file-end';

const script = path.join(import.meta.dirname, 'registries.mjs');
const tree = scratchFolder('registries');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, '--root', tree, ...args], { encoding: 'utf8' });
const read = (file: string) => readFileSync(path.join(tree, file), 'utf8');
const add = (folder: string, ...files: string[]) => {
  mkdirSync(path.join(tree, folder), { recursive: true });
  for (const file of files) writeFileSync(path.join(tree, folder, file), '');
};

add('lib/domain');
add('sections/text', 'shape.ts', 'Section.tsx', 'Fields.tsx');
add('sections/image-and-text', 'shape.ts', 'Section.tsx', 'Fields.tsx');
add('page-kinds/faq-section', 'shape.ts', 'Fields.tsx');
add('page-kinds/intro', 'shape.ts');

it('lists each folder of a kind in its records, by the names its files export', () => {
  const first = run();
  expect(first.status).toBe(0);
  expect(first.stdout).toContain('2 kinds of section, 1 kinds of page');
  expect(read('sections/shapes.generated.ts')).toContain(
    "import { imageAndTextSection } from './image-and-text/shape';",
  );
  expect(read('sections/renderers.generated.ts')).toContain(
    "'image-and-text': ImageAndTextSection,",
  );
  expect(read('sections/fields.generated.ts')).toMatch(/^'use client';[^]*text: TextFields,/);
  expect(read('page-kinds/editors.generated.ts')).toContain("'faq-section': faqSectionEditor,");
  // A folder without fields (a shape kinds share) is no kind.
  expect(read('lib/domain/page-kinds.generated.ts')).toContain("PAGE_KINDS = ['faq-section']");
  expect(run('--check').status).toBe(0);
});

it('fails the check when a folder is added, and names the records to write again', () => {
  add('sections/quote', 'shape.ts', 'Section.tsx', 'Fields.tsx');
  const check = run('--check');
  expect(check.status).toBe(1);
  expect(check.stderr).toContain('sections/shapes.generated.ts');
  expect(check.stderr).toContain('npm run registries');
  expect(check.stderr).not.toContain('page-kinds');
  expect(run().status).toBe(0);
  expect(read('sections/shapes.generated.ts')).toContain('quote: quoteSection,');
});

it('refuses a folder holding only some of a kind’s files, naming it and what it lacks', () => {
  add('sections/figures', 'shape.ts');
  const result = run();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('sections/figures');
  expect(result.stderr).toContain('shape.ts, Section.tsx, Fields.tsx');
  expect(result.stderr).not.toMatch(/\n\s+at /);
});
