import { headers } from 'next/headers';
import { LIVE_PREVIEW_HEADER } from '@/lib/domain/live-preview';
import { previewing } from '@/lib/pages/page-copy';
import styles from './PreviewBar.module.css';

/**
 * What a browser that pressed "Preview" sees at the foot of every public page until it leaves:
 * that the site shows its saved drafts here, and "Exit preview". Nothing for a visitor (their
 * pages stay in the page cache: draft mode is read first) and nothing in the editor's live
 * preview frame, which shows the page as visitors will see it.
 */
export async function PreviewBar() {
  if (!(await previewing()) || (await headers()).has(LIVE_PREVIEW_HEADER)) return null;
  return (
    <aside className={styles.bar} aria-label="Preview">
      <p className={styles.text}>
        Preview: this browser shows saved drafts and pages not yet published. Visitors see the
        published site.
      </p>
      <form method="post" action="/api/preview/exit">
        <button type="submit" className={styles.exit}>
          Exit preview
        </button>
      </form>
    </aside>
  );
}
