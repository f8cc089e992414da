import { arr, bytesLit, intArr } from './literals';
import { mix, pick } from './mix';
import { moments, OFFICE_SHAPE } from './moments';
import { solidPng } from './solid-png';
import { numberOf } from './statements';
import type { Team } from './team';
import { SPAN_DAYS } from './volumes';
import type { YearContext } from './year-context';
import { CITIES, MEDIA_SUBJECTS } from './words';

const LIBRARY_PICTURES: { width: number; height: number; colour: [number, number, number] }[] = [
  { width: 320, height: 180, colour: [21, 61, 99] },
  { width: 320, height: 240, colour: [196, 142, 38] },
  { width: 240, height: 240, colour: [52, 120, 93] },
  { width: 320, height: 180, colour: [118, 128, 140] },
  { width: 180, height: 240, colour: [148, 60, 58] },
];

/** The media library's id of its n-th picture (SQL): the news and the activity log link to it. */
export const mediaId = (n: string) => `substr(md5('crestfield-media-' || (${n})::text), 1, 22)`;

/**
 * The media library's pictures, a few solid-colour PNGs by turns. Answers how many pictures it
 * held before (their ids are numbered on from it).
 */
export async function addMedia({ tx, volumes, end, add }: YearContext, { names }: Team) {
  const mediaBase = await numberOf(tx, 'SELECT count(*) AS n FROM media');
  const pngs = LIBRARY_PICTURES.map((picture) =>
    solidPng(picture.width, picture.height, picture.colour),
  );
  await add(
    'media',
    `INSERT INTO media (id, created_at, content_type, bytes, description, width, height, created_by)
     SELECT ${mediaId(`${mediaBase} + p.k`)}, p.ts, 'image/png',
       (ARRAY[${pngs.map(bytesLit).join(',')}])[1 + p.k % ${pngs.length}],
       CASE WHEN ${mix('p.k', 81)} % 10 = 0 THEN NULL WHEN ${mix('p.k', 81)} % 10 = 1 THEN ''
         ELSE ${pick(MEDIA_SUBJECTS, 'p.k', 82)} || ', ' || ${pick(CITIES, 'p.k', 83)} END,
       (${intArr(LIBRARY_PICTURES.map((p) => p.width))})[1 + p.k % ${pngs.length}],
       (${intArr(LIBRARY_PICTURES.map((p) => p.height))})[1 + p.k % ${pngs.length}],
       (${arr(names)})[1 + ${mix('p.k', 84)} % ${names.length}]
     FROM ${moments(volumes.media, SPAN_DAYS.media, end, OFFICE_SHAPE, 80)} AS p`,
  );
  return mediaBase;
}
