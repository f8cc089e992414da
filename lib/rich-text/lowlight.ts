import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

// One language set for the editor (which highlights as the admin types) and the server (which
// highlights what the public pages show), so the two never disagree. A dozen languages rather
// than lowlight's `common` 37 keeps the editor's bundle small.
const grammars = { bash, csharp, css, java, javascript, json, php, python, sql, typescript, xml };

/** The languages a code block can name, as the editor offers them. */
export const codeLanguages: ReadonlyArray<{ id: keyof typeof grammars; label: string }> = [
  { id: 'bash', label: 'Shell' },
  { id: 'csharp', label: 'C#' },
  { id: 'css', label: 'CSS' },
  { id: 'xml', label: 'HTML / XML' },
  { id: 'java', label: 'Java' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'json', label: 'JSON' },
  { id: 'php', label: 'PHP' },
  { id: 'python', label: 'Python' },
  { id: 'sql', label: 'SQL' },
  { id: 'typescript', label: 'TypeScript' },
];

export const lowlight = createLowlight(grammars);
