'use client';
import Link from 'next/link';
import { placeLabel, type MediaUse } from '@/lib/domain/media-library';
import { editDraftPath, editJobPath, editNewsPath } from '../admin-paths';
import { editPagePath } from '../pages/PagesView';

const editPath = (use: MediaUse) =>
  use.kind === 'news'
    ? use.draft
      ? editDraftPath({ id: Number(use.id) })
      : editNewsPath({ id: Number(use.id), title: use.title })
    : use.kind === 'job'
      ? editJobPath({ id: Number(use.id), title: use.title })
      : editPagePath(use.id);

/** A place the account may not open comes without title or id (lib/media-library/media-uses.ts). */
const UNNAMED: Record<MediaUse['kind'], string> = {
  news: 'News you cannot open',
  job: 'A job you cannot open',
  page: 'A page you cannot open',
};

/**
 * Where a picture is used, each place a link to its editor (one the account may not open named
 * only by its kind); or that it is used nowhere.
 */
export function MediaUses({ uses }: { uses: MediaUse[] | undefined }) {
  if (!uses) return <>Not known</>;
  if (uses.length === 0) return <>Not used anywhere</>;
  return (
    <ul>
      {uses.map((use) => (
        <li key={`${use.kind}:${use.id}:${use.draft}`}>
          {use.id ? <Link href={editPath(use)}>{placeLabel(use)}</Link> : UNNAMED[use.kind]}
        </li>
      ))}
    </ul>
  );
}
