CREATE TABLE "company_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"details" jsonb NOT NULL,
	"version" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by_name" text NOT NULL,
	"saved_by_account_id" integer,
	CONSTRAINT "company_details_one_row" CHECK ("company_details"."id" = 1)
);
