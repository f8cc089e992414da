// The bench and the deploy tests start nginx: without it they must say what is missing and how
// to install it, not die on `spawn nginx ENOENT` with a stack trace.
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { scratchFolder } from '../test/file-end';
import { findNginx, NGINX_MISSING, spawnNginx } from './nginx-site.mjs';

const empty = scratchFolder('no-nginx');
const withNginx = scratchFolder('with-nginx');
writeFileSync(path.join(withNginx, 'nginx'), '#!/bin/sh\n');
chmodSync(path.join(withNginx, 'nginx'), 0o755);

it('finds nginx only in a folder of PATH that holds an executable one', () => {
  expect(findNginx(empty)).toBeNull();
  expect(findNginx('')).toBeNull();
  expect(findNginx([empty, withNginx].join(path.delimiter))).toBe(path.join(withNginx, 'nginx'));
});

it('refuses to start without nginx with a message that says how to install it', () => {
  const saved = process.env.PATH;
  process.env.PATH = empty;
  try {
    expect(() => spawnNginx(empty, '')).toThrow(NGINX_MISSING);
  } finally {
    process.env.PATH = saved;
  }
  expect(NGINX_MISSING).toContain('apt-get install nginx');
});
