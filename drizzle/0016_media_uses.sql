CREATE TABLE "media_uses" (
	"media_id" text NOT NULL,
	"kind" text NOT NULL,
	"place_id" text NOT NULL,
	"draft" boolean NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "media_uses_kind_place_id_draft_media_id_pk" PRIMARY KEY("kind","place_id","draft","media_id")
);
--> statement-breakpoint
CREATE INDEX "media_uses_media_id_idx" ON "media_uses" USING btree ("media_id");