CREATE TABLE "site_menus" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"menus" jsonb NOT NULL,
	"version" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by_name" text NOT NULL,
	"saved_by_account_id" integer,
	CONSTRAINT "site_menus_one_row" CHECK ("site_menus"."id" = 1)
);
