DROP INDEX "certificates_application_unique";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "completed_early_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_name_hi" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "held_from" date;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "held_to" date;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "location_hi" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "replaced_by" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "held_from" date;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "held_to" date;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_replaced_by_certificates_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_application_in_force_unique" ON "certificates" USING btree ("application_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_application_idx" ON "certificates" USING btree ("application_id","issued_at");--> statement-breakpoint
CREATE INDEX "courses_held_from_idx" ON "courses" USING btree ("held_from");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revocation_complete" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoke_reason" is null));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_held_ordered" CHECK ("courses"."held_to" >= "courses"."held_from");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_held_after_window_opens" CHECK ("courses"."held_from" >= "courses"."start_from");--> statement-breakpoint
-- Courses stored before held dates existed are held a week after their application window closes, for five
-- days; a row written without held dates gets the same (the API always sends them).
CREATE FUNCTION "courses_fill_held_dates"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."held_from" IS NULL THEN
    NEW."held_from" := NEW."end_to" + 7;
  END IF;
  IF NEW."held_to" IS NULL THEN
    NEW."held_to" := NEW."held_from" + 4;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_fill_held_dates" BEFORE INSERT OR UPDATE ON "courses"
FOR EACH ROW EXECUTE FUNCTION "courses_fill_held_dates"();--> statement-breakpoint
UPDATE "courses" SET "held_from" = "end_to" + 7, "held_to" = "end_to" + 11 WHERE "held_from" IS NULL;--> statement-breakpoint
-- Certificates issued before issue 19 stated the course's application window as its dates: keep what they said.
UPDATE "certificates" AS c SET "course_name" = co."course_name", "course_name_hi" = co."course_name_hi",
  "held_from" = co."start_from", "held_to" = co."end_to", "location" = co."location", "location_hi" = co."location_hi"
FROM "applications" AS a JOIN "courses" AS co ON co."id" = a."course_id"
WHERE a."id" = c."application_id";
