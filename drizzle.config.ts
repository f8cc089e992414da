import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // A folder: drizzle-kit reads every file in it (one per concern, index.ts re-exporting them).
  schema: './lib/own-data/db/schema/',
  out: './drizzle',
});
