CREATE TABLE "site_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_key" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	"account_id" integer
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"draft" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone,
	"published_version" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_page_versions_key_version_idx" ON "site_page_versions" USING btree ("page_key","version");