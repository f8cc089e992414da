// Addresses the editor accepts. Links: the schemes the sanitiser keeps (SPEC.md section 9) or a
// path of this site. Images: web addresses or a path of this site.

const LINK = /^(?:https?:\/\/|ftp:\/\/|mailto:|tel:)\S+$/i;
const IMAGE = /^https?:\/\/\S+$/i;
const SITE_PATH = /^\/(?![/\\])\S*$/;

export const isAllowedLink = (url: string): boolean =>
  LINK.test(url.trim()) || SITE_PATH.test(url.trim());

export const isAllowedImage = (url: string): boolean =>
  IMAGE.test(url.trim()) || SITE_PATH.test(url.trim());
