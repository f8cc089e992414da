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
-- The counted tables: another is one more name here (and its row in row_counts).
DO $$
DECLARE
  counted text;
BEGIN
  FOREACH counted IN ARRAY ARRAY['messages', 'visitors'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION count_rows()', counted || '_count_insert', counted);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION count_rows()', counted || '_count_delete', counted);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION count_rows()', counted || '_count_truncate', counted);
  END LOOP;
END $$;--> statement-breakpoint
-- A message's "replied" and "read": set by the first row of replies, or of message_reads, for it,
-- cleared when its last goes. One function for both (the flag is the trigger's argument, the
-- rows' table its own). message_reads has no foreign key (it also holds the read state of the
-- firm's API's messages) and may be written before its message (a restore): see below.
CREATE FUNCTION "keep_message_flag"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('UPDATE messages SET %1$I = false WHERE %1$I', flag);
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format('UPDATE messages SET %1$I = true
      WHERE id IN (SELECT message_id FROM changed_rows) AND NOT %1$I', flag);
  ELSE
    EXECUTE format('UPDATE messages m SET %1$I = false
      WHERE m.id IN (SELECT message_id FROM changed_rows) AND m.%1$I
        AND NOT EXISTS (SELECT 1 FROM %2$I r WHERE r.message_id = m.id)', flag, TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "replies_mark_insert" AFTER INSERT ON "replies" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_message_flag"('replied');--> statement-breakpoint
CREATE TRIGGER "replies_mark_delete" AFTER DELETE ON "replies" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_message_flag"('replied');--> statement-breakpoint
CREATE TRIGGER "replies_mark_truncate" AFTER TRUNCATE ON "replies"
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_message_flag"('replied');--> statement-breakpoint
CREATE TRIGGER "message_reads_mark_insert" AFTER INSERT ON "message_reads"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_message_flag"('read');--> statement-breakpoint
CREATE TRIGGER "message_reads_mark_delete" AFTER DELETE ON "message_reads"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_message_flag"('read');--> statement-breakpoint
CREATE TRIGGER "message_reads_mark_truncate" AFTER TRUNCATE ON "message_reads"
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_message_flag"('read');--> statement-breakpoint
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
