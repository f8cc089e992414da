// The fake API's records, in memory, in the shapes a Django REST Framework service would send.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedFakeStore } from './seed';

export type FakeReply = {
  id: number;
  message: number;
  user: string;
  userEmail: string;
  reply_text: string;
  admin_user: string;
  created_at: string;
};
export type FakeMessage = {
  id: number;
  created_at: string;
  full_name: string;
  userEmail: string;
  user: string | null;
  phone_number: string;
  service_of_interest: string;
  description: string;
  replies: FakeReply[];
};
export type FakeNews = {
  id: number;
  title: string;
  date: string;
  image: string | null;
  description: string;
};
export type FakeJob = {
  id: number;
  title: string;
  description: string;
  requirements: string;
  start_date: string;
  end_date: string;
};
export type FakeVisitor = { id: number; ip_address: string; created_at: string };
export type FakeImage = { bytes: Buffer; type: string };

export class FakeStore {
  messages: FakeMessage[] = [];
  news: FakeNews[] = [];
  jobs: FakeJob[] = [];
  visitors: FakeVisitor[] = [];
  /** Uploaded banners by file name; news items keep only the name, as Django keeps a path. */
  images = new Map<string, FakeImage>();
  private lastId = 0;
  /**
   * The highest id ever given: after a reset the seed has its usual ids again, but new items
   * never reuse an id, as a database sequence never does (the product keeps its own rows, such
   * as applications, by the API's ids).
   */
  private highestId = 0;

  constructor() {
    this.reset();
  }

  nextId(): number {
    this.lastId += 1;
    this.highestId = Math.max(this.highestId, this.lastId);
    return this.lastId;
  }

  reset(): void {
    this.messages = [];
    this.news = [];
    this.jobs = [];
    this.visitors = [];
    this.images.clear();
    this.lastId = 0;
    seedFakeStore(this);
    this.lastId = this.highestId;
  }

  /** Stores an upload under a unique name, as Django's storage does on a clash. */
  saveImage(name: string, image: FakeImage): string {
    const safe = name.replace(/[^\w.-]+/g, '_') || 'upload';
    let stored = safe;
    for (let n = 1; this.images.has(stored); n += 1) stored = safe.replace(/(\.\w+)?$/, `_${n}$1`);
    this.images.set(stored, image);
    return stored;
  }
}

// The app's own demo photographs; the fake runs from the project root (Playwright, Vitest).
export const seedImage = (file: string): FakeImage => ({
  bytes: readFileSync(path.resolve('lib', 'own-data', 'db', 'seed-images', file)),
  type: 'image/jpeg',
});

export const byNewest =
  <T extends { id: number }>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(b).localeCompare(key(a)) || b.id - a.id;
