CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"address_hash" text NOT NULL,
	"counts" jsonb NOT NULL,
	"remaining" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_address_hash_idx" ON "privacy_requests" USING btree ("address_hash");