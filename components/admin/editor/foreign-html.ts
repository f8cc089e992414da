'use client';
import { dropForeignImages } from '@/lib/rich-text/foreign-images';

/**
 * HTML for the editor without images from other sites (their alt text kept), as the server's
 * sanitiser will store it: the editor never shows an image the site would show broken.
 */
export function withoutForeignImages(html: string): { html: string; dropped: number } {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const dropped = dropForeignImages(body);
  return { html: dropped ? body.innerHTML : html, dropped };
}
