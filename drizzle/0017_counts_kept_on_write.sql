CREATE TABLE "row_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"rows" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "replied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "read" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_unreplied_idx" ON "messages" USING btree ("id") WHERE NOT "messages"."replied";--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("id") WHERE NOT "messages"."read";--> statement-breakpoint
-- Counts kept on write (issue 54): the dashboard and the lists read a count of a year of rows
-- without reading the rows. Statement triggers with transition tables, so a bulk insert (a
-- restore, seed:year's million visits) updates each count once, not once a row.
INSERT INTO "row_counts" ("name", "rows")
  SELECT 'messages', count(*) FROM "messages"
  UNION ALL SELECT 'visitors', count(*) FROM "visitors";--> statement-breakpoint
UPDATE "messages" SET "replied" = true WHERE "id" IN (SELECT "message_id" FROM "replies");--> statement-breakpoint
UPDATE "messages" SET "read" = true WHERE "id" IN (SELECT "message_id" FROM "message_reads");--> statement-breakpoint
CREATE FUNCTION "count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "row_counts" SET "rows" = 0 WHERE "name" = TG_TABLE_NAME;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE "row_counts" SET "rows" = "rows" + (SELECT count(*) FROM changed_rows)
      WHERE "name" = TG_TABLE_NAME;
  ELSE
    UPDATE "row_counts" SET "rows" = "rows" - (SELECT count(*) FROM changed_rows)
      WHERE "name" = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_count_insert" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "messages_count_delete" AFTER DELETE ON "messages"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "messages_count_truncate" AFTER TRUNCATE ON "messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "visitors_count_insert" AFTER INSERT ON "visitors"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "visitors_count_delete" AFTER DELETE ON "visitors"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "visitors_count_truncate" AFTER TRUNCATE ON "visitors"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
-- A message's "replied": set by its first reply, cleared when its last reply goes.
CREATE FUNCTION "mark_replied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "messages" SET "replied" = false WHERE "replied";
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE "messages" SET "replied" = true
      WHERE "id" IN (SELECT "message_id" FROM changed_rows) AND NOT "replied";
  ELSE
    UPDATE "messages" m SET "replied" = false
      WHERE m."id" IN (SELECT "message_id" FROM changed_rows) AND m."replied"
        AND NOT EXISTS (SELECT 1 FROM "replies" r WHERE r."message_id" = m."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "replies_mark_insert" AFTER INSERT ON "replies"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "mark_replied"();--> statement-breakpoint
CREATE TRIGGER "replies_mark_delete" AFTER DELETE ON "replies"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "mark_replied"();--> statement-breakpoint
CREATE TRIGGER "replies_mark_truncate" AFTER TRUNCATE ON "replies"
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_replied"();--> statement-breakpoint
-- A message's "read": a row of message_reads, which has no foreign key (it also holds the read
-- state of the firm's API's messages) and may be written before its message (a restore).
CREATE FUNCTION "mark_read"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "messages" SET "read" = false WHERE "read";
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE "messages" SET "read" = true
      WHERE "id" IN (SELECT "message_id" FROM changed_rows) AND NOT "read";
  ELSE
    UPDATE "messages" m SET "read" = false
      WHERE m."id" IN (SELECT "message_id" FROM changed_rows) AND m."read"
        AND NOT EXISTS (SELECT 1 FROM "message_reads" r WHERE r."message_id" = m."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "message_reads_mark_insert" AFTER INSERT ON "message_reads"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "mark_read"();--> statement-breakpoint
CREATE TRIGGER "message_reads_mark_delete" AFTER DELETE ON "message_reads"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "mark_read"();--> statement-breakpoint
CREATE TRIGGER "message_reads_mark_truncate" AFTER TRUNCATE ON "message_reads"
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_read"();--> statement-breakpoint
-- A message written after its read state (a restore, in whichever order its tables come).
CREATE FUNCTION "mark_new_read"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "messages" m SET "read" = true
    WHERE m."id" IN (SELECT "id" FROM changed_rows) AND NOT m."read"
      AND EXISTS (SELECT 1 FROM "message_reads" r WHERE r."message_id" = m."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_mark_read_insert" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "mark_new_read"();
