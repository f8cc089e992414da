-- The messages search (ILIKE '%q%') through one trigram index over the searched fields. pg_trgm is
-- a trusted extension on PostgreSQL 13+ (the database's owner may create it) and ships with
-- PGlite, which loads it on every open (lib/own-data/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "messages_search_trgm_idx" ON "messages" USING gin ((coalesce("full_name", '') || ' ' || coalesce("user_email", '') || ' ' || coalesce("phone_number", '') || ' ' || coalesce("description", '')) gin_trgm_ops);
