CREATE TABLE "site_page_live_copies" (
	"page_key" text NOT NULL,
	"account_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_page_live_copies_page_key_account_id_pk" PRIMARY KEY("page_key","account_id")
);
--> statement-breakpoint
ALTER TABLE "site_page_live_copies" ADD CONSTRAINT "site_page_live_copies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_page_live_copies_updated_idx" ON "site_page_live_copies" USING btree ("updated_at");