import { describe, expect, it } from 'vitest';
import { ownPagePreviewPath, previewedPublicPath } from './live-preview';

describe('previewedPublicPath', () => {
  it('undoes ownPagePreviewPath, query kept', () => {
    expect(previewedPublicPath(ownPagePreviewPath('/sectors-we-serve'))).toBe('/sectors-we-serve');
    expect(previewedPublicPath('/_live/sectors?x=1')).toBe('/sectors?x=1');
  });

  it('leaves every other path as it is', () => {
    for (const path of ['/', '/about', '/_lived', '/_live', '/careers/1/clerk'])
      expect(previewedPublicPath(path), path).toBe(path);
  });
});
