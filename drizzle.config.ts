import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/own-data/db/schema.ts',
  out: './drizzle',
});
