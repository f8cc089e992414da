CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"full_name" text NOT NULL,
	"user_email" text NOT NULL,
	"phone_number" text NOT NULL,
	"cover_letter" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"cv" "bytea" NOT NULL,
	"cv_type" text NOT NULL,
	"cv_name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_job_id_idx" ON "applications" USING btree ("job_id");