import { expect, it } from 'vitest';
import { formatFileSize } from './file-size';

it('words a size in bytes, KB or MB', () => {
  expect(formatFileSize(1)).toBe('1 byte');
  expect(formatFileSize(900)).toBe('900 bytes');
  expect(formatFileSize(4300)).toBe('4.2 KB');
  expect(formatFileSize(37_900)).toBe('37 KB');
  expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
});
