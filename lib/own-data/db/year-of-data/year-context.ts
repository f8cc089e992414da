import type { Db } from '../client';
import type { YearVolumes } from './volumes';

/** What every table's step of seedYear works with. */
export type YearContext = {
  /** The transaction the whole year is written in. */
  tx: Db;
  volumes: YearVolumes;
  /** The year's end, in milliseconds: `now` rounded down to the hour. */
  end: number;
  /** Runs an insert, adding its rows and time to the report under `table`. */
  add(table: string, text: string): Promise<void>;
};
