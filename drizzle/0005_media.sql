CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
