ALTER TABLE "site_pages" ADD COLUMN "added_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "withdrawn_at" timestamp with time zone;