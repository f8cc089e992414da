import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { services } from '@/lib/content/services';
import { arr, bytesLit } from './literals';
import { mediaId } from './media';
import { mix, pick } from './mix';
import { moments, OFFICE_SHAPE } from './moments';
import {
  AUDIENCES,
  IMAGE_ALTS,
  NEWS_CLOSINGS,
  NEWS_INTROS,
  NEWS_POINTS,
  NEWS_TITLES,
  OUTCOMES,
  SEASONS,
  TOPICS,
} from './news-words';
import { maxId } from './statements';
import { SPAN_DAYS } from './volumes';
import type { YearContext } from './year-context';
import { CITIES, FIRST_NAMES, LAST_NAMES, MEDIA_SUBJECTS, SECTORS } from './words';

// The demo's photos, as the news items' banners.
const BANNER_FILES = [
  ['lib/own-data/db/seed-images', 'news-office-opening.jpg'],
  ['lib/own-data/db/seed-images', 'news-recruitment-drive.jpg'],
  ['lib/own-data/db/seed-images', 'news-gdpr-guide.jpg'],
  ['public/images/services', 'call-handling.jpg'],
  ['public/images/services', 'recruitment.jpg'],
  ['public/images/services', 'consulting.jpg'],
  ['public/images/services', 'business-support.jpg'],
  ['public/images/services', 'cyber-risk.jpg'],
  ['public/images/services', 'diaspora-relocation.jpg'],
  ['public/images/services', 'admin-support.jpg'],
  ['public/images/services', 'digital.jpg'],
];

/** The banners' bytes, read from the project's folders. */
export const readBanners = (): Promise<Buffer[]> =>
  Promise.all(
    BANNER_FILES.map(([folder, file]) => readFile(path.join(process.cwd(), folder!, file!))),
  );

/**
 * News: a practical article most days, its banner one of the demo's photos, one in ten showing a
 * picture of the media library (numbered on from `mediaBase`). Answers the highest id before.
 */
export async function addNews(
  { tx, volumes, end, add }: YearContext,
  mediaBase: number,
  banners: Buffer[],
): Promise<number> {
  const titles = services.map((service) => service.title);
  const newsBase = await maxId(tx, 'news');
  const titleTemplate = pick(NEWS_TITLES, 'n.k', 91);
  const serviceTitle = `lower(${pick(titles, 'n.k', 93)})`;
  const newsTitle = `replace(replace(replace(replace(replace(replace(replace(replace(replace(${titleTemplate},
    '{topic}', ${pick(TOPICS, 'n.k', 92)}), '{audience}', ${pick(AUDIENCES, 'n.k', 94)}),
    '{service}', ${serviceTitle}), '{Service}', ${pick(titles, 'n.k', 93)}), '{sector}', ${pick(SECTORS, 'n.k', 95)}),
    '{city}', ${pick(CITIES, 'n.k', 96)}), '{outcome}', ${pick(OUTCOMES, 'n.k', 97)}),
    '{season}', ${pick(SEASONS, 'n.k', 98)}), '{person}', ${pick(FIRST_NAMES, 'n.k', 99)} || ' ' || ${pick(LAST_NAMES, 'n.k', 100)})`;
  const point = (salt: number) => `'<li>' || ${pick(NEWS_POINTS, 'n.k', salt)} || '</li>'`;
  const picture = `CASE WHEN ${volumes.media} > 0 AND n.k % 10 = 0
      THEN '<p><img src="/media/uploads/' || ${mediaId(`${mediaBase} + 1 + ${mix('n.k', 105)} % ${volumes.media}`)} || '.png" alt="' || ${pick(MEDIA_SUBJECTS, 'n.k', 106)} || '" /></p>'
      ELSE '' END`;
  const description = `'<p>' || ${pick(NEWS_INTROS, 'n.k', 101)} || '</p><h2>What to do</h2><ul>' || ${point(102)} || ${point(103)} || ${point(104)} || '</ul>' || ${picture} || '<p>' || ${pick(NEWS_CLOSINGS, 'n.k', 107)} || '</p>'`;
  await add(
    'news',
    `INSERT INTO news (id, title, date, description, image, image_type, created_at, updated_at)
     SELECT ${newsBase} + k, title, (ts AT TIME ZONE 'Europe/London')::date, description,
       (ARRAY[${banners.map(bytesLit).join(',')}])[1 + banner], 'image/jpeg', ts, ts
     FROM (
       SELECT n.k, n.ts, ${newsTitle} AS title, ${description} AS description,
         ${mix('n.k', 108)} % ${banners.length} AS banner
       FROM ${moments(volumes.news, SPAN_DAYS.news, end, OFFICE_SHAPE, 90)} AS n
     ) AS composed`,
  );
  await add(
    'newsImageAlts',
    `INSERT INTO news_image_alts (news_id, alt, updated_at)
     SELECT id, (${arr(IMAGE_ALTS)})[1 + ${mix(`id - ${newsBase}`, 108)} % ${banners.length}], updated_at
     FROM news WHERE id > ${newsBase}
     ON CONFLICT (news_id) DO NOTHING`,
  );
  return newsBase;
}
