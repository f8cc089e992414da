ALTER TABLE "outbox" ADD COLUMN "link" text;--> statement-breakpoint
-- Account mails written before links were sealed held them in clear: blank them in every row.
UPDATE "outbox" SET "text" = regexp_replace("text", '(/admin/(reset-password|invitation)/)[A-Za-z0-9_-]+', '\1(link removed)', 'g') WHERE "kind" = 'account';
