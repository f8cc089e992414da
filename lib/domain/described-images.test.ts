import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasUndescribedImage, UNDESCRIBED_IMAGE, withDescribedImages } from './described-images';

describe('pictures in rich text', () => {
  it('finds a picture with no alt attribute', () => {
    expect(hasUndescribedImage('<p>Hi</p><img src="/media/uploads/a.png">')).toBe(true);
    expect(hasUndescribedImage('<p><img class="x" src="/m.png" /></p>')).toBe(true);
  });

  it('accepts a described picture and one marked decorative', () => {
    expect(hasUndescribedImage('<img src="/media/uploads/a.png" alt="The Leeds office">')).toBe(
      false,
    );
    expect(hasUndescribedImage('<img alt="" src="/media/uploads/a.png">')).toBe(false);
    expect(hasUndescribedImage('<p>No pictures</p>')).toBe(false);
  });

  it('finds the undescribed one among described ones', () => {
    const html = '<img src="/a.png" alt="One"><img src="/b.png"><img src="/c.png" alt="">';
    expect(hasUndescribedImage(html)).toBe(true);
  });

  it('refuses such text with a message that says what to do', () => {
    const schema = withDescribedImages(z.string());
    const refused = schema.safeParse('<img src="/a.png">');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(UNDESCRIBED_IMAGE);
    expect(schema.safeParse('<img src="/a.png" alt="A desk">').success).toBe(true);
  });
});
