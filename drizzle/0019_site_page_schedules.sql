CREATE TABLE "site_page_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_key" text NOT NULL,
	"content" jsonb NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"account_id" integer,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_page_schedules_page_key_unique" UNIQUE("page_key")
);
--> statement-breakpoint
CREATE INDEX "site_page_schedules_due_idx" ON "site_page_schedules" USING btree ("publish_at");