// Runs in every test file: its leftovers go when it ends (test/file-end.ts says why).
import { afterAll } from 'vitest';
import { runFileEndCleanups } from './file-end';

afterAll(runFileEndCleanups);
