import { describe, expect, it, vi } from 'vitest';
import { BackendError } from './backend-error';

describe('BackendError', () => {
  it('is recognised when another copy of its module made it (another bundle of the server)', async () => {
    vi.resetModules();
    const copy = await import('./backend-error');
    expect(copy.BackendError).not.toBe(BackendError);
    const error = copy.notFound('Message');
    expect(error instanceof BackendError).toBe(true);
    expect(error).toMatchObject({ kind: 'not_found', message: 'Message not found' });
    expect(new Error('other') instanceof BackendError).toBe(false);
    expect((null as unknown) instanceof BackendError).toBe(false);
  });
});
