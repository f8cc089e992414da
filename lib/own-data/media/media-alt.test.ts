import { describe, expect, it } from 'vitest';
import { mediaIdsIn, rewriteMediaAlt, rewriteMediaAltIn, usesMedia } from './media-alt';

const id = 'AbCdEfGhIjKlMnOpQr_-12';
const other = 'ZyXwVuTsRqPoNmLkJi_-98';
const img = (src: string, alt?: string) =>
  `<img src="${src}"${alt === undefined ? '' : ` alt="${alt}"`} />`;

describe('an uploaded picture in stored text', () => {
  it('is found by its address, whatever its type, and not by another id', () => {
    expect(usesMedia(`<p>${img(`/media/uploads/${id}.webp`, 'x')}</p>`, id)).toBe(true);
    expect(usesMedia(`<p>${img(`/media/uploads/${other}.png`, 'x')}</p>`, id)).toBe(false);
    expect(usesMedia(`/media/uploads/${id}`, id)).toBe(false);
  });

  it('is listed among a text’s pictures exactly when it is found there, each id once', () => {
    const third = 'a1B2c3D4e5F6g7H8i9J0k_';
    const texts = [
      `<p>${img(`/media/uploads/${id}.webp`, 'x')}${img(`/media/uploads/${id}.png`)}</p>`,
      JSON.stringify({
        image: `/media/uploads/${other}.jpg`,
        body: `<p>/media/uploads/${third}.</p>`,
      }),
      `/media/uploads/${id}`,
      `/media/uploads/${id}x.png /media/uploads/short.png /media/uploads/../${other}.png`,
      `/media/uploads//media/uploads/${other}.gif`,
      '',
    ];
    expect(texts.map(mediaIdsIn)).toEqual([[id], [other, third], [], [], [other], []]);
    for (const text of texts)
      for (const candidate of [id, other, third])
        expect(mediaIdsIn(text).includes(candidate)).toBe(usesMedia(text, candidate));
  });

  it('gets the new alt on each of its tags, escaped, leaving other pictures alone', () => {
    const html = [
      img(`/media/uploads/${id}.png`, 'Old words'),
      img(`/media/uploads/${other}.png`, 'Another picture'),
      img(`/media/uploads/${id}.png`),
    ].join('');
    const result = rewriteMediaAlt(html, id, 'The "Leeds" desk & <lobby>');
    expect(result.changed).toBe(2);
    expect(result.html).toBe(
      [
        img(`/media/uploads/${id}.png`, 'The &quot;Leeds&quot; desk &amp; &lt;lobby&gt;'),
        img(`/media/uploads/${other}.png`, 'Another picture'),
        img(`/media/uploads/${id}.png`, 'The &quot;Leeds&quot; desk &amp; &lt;lobby&gt;'),
      ].join(''),
    );
  });

  it('reads the tag with a parser: an alt= inside another attribute is not its alt', () => {
    const planted = `<p><img title=" alt=x" src="/media/uploads/${id}.png" alt="A chart" /></p>`;
    const result = rewriteMediaAlt(planted, id, 'x onload=alert(document.cookie) y');
    expect(result.changed).toBe(1);
    expect(result.html).toBe(
      `<p><img title=" alt=x" src="/media/uploads/${id}.png" alt="x onload=alert(document.cookie) y" /></p>`,
    );
  });

  it('sanitises what it rewrites, whatever the stored text held', () => {
    const stored = `<p onclick="steal()">Hi</p><img src="/media/uploads/${id}.png" onerror="steal()" />`;
    const result = rewriteMediaAlt(stored, id, 'The desk');
    expect(result.html).toBe(`<p>Hi</p><img src="/media/uploads/${id}.png" alt="The desk" />`);
  });

  it('counts nothing when the alt is already the one asked for', () => {
    const html = img(`/media/uploads/${id}.png`, 'Same');
    expect(rewriteMediaAlt(html, id, 'Same')).toEqual({ html, changed: 0 });
  });

  it('rewrites every string of a page’s copy and keeps its shape', () => {
    const copy = {
      summary: 'No pictures here',
      body: img(`/media/uploads/${id}.jpg`, 'Before'),
      list: [{ text: img(`/media/uploads/${id}.jpg`, '') }, 3, null],
    };
    const result = rewriteMediaAltIn(copy, id, 'After');
    expect(result.changed).toBe(2);
    expect(result.value).toEqual({
      summary: 'No pictures here',
      body: img(`/media/uploads/${id}.jpg`, 'After'),
      list: [{ text: img(`/media/uploads/${id}.jpg`, 'After') }, 3, null],
    });
  });

  it('gives a page whose picture field shows it the new description beside it, never an empty one', () => {
    const copy = {
      image: `/media/uploads/${id}.jpg`,
      imageAlt: 'Old words',
      socialImage: `/media/uploads/${id}.jpg`,
      related: { image: `/media/uploads/${other}.png`, imageAlt: 'Another picture' },
    };
    const result = rewriteMediaAltIn(copy, id, 'Our team at the Birmingham office');
    expect(result.changed).toBe(1);
    expect(result.value).toEqual({ ...copy, imageAlt: 'Our team at the Birmingham office' });
    expect(rewriteMediaAltIn(copy, id, '')).toEqual({ value: copy, changed: 0 });
  });
});
