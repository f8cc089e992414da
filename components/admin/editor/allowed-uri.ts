// Links the editor accepts: the schemes the sanitiser keeps (docs/spec.md section 9) or a path of
// this site. (Images are uploaded, never given by address, and may only be the product's media:
// isMediaPath in lib/rich-text/foreign-images.ts.)
import { isSitePath } from '@/lib/rich-text/foreign-images';

const LINK = /^(?:https?:\/\/|ftp:\/\/|mailto:|tel:)\S+$/i;

export const isAllowedLink = (url: string): boolean => LINK.test(url.trim()) || isSitePath(url);
