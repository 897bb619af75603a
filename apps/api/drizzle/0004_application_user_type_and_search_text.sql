-- Issue 13: the back office filters on the applicant's user type and searches names and e-mails on the
-- applications table alone. Triggers keep both columns true; the API never writes them (see
-- db/schema/applications.ts). Drizzle generated the column and index statements; the functions, triggers
-- and the fill of the existing rows were written by hand.
DROP INDEX "users_search_idx";--> statement-breakpoint
DROP INDEX "application_domestic_details_search_idx";--> statement-breakpoint
DROP INDEX "application_international_details_search_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "user_type" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text;--> statement-breakpoint
-- The account's "first last" and e-mail, then the nomination form's first name, last name and e-mail, each
-- part apart from the next by chr(1) (SEARCH_TEXT_SEPARATOR), so a searched text never spans two parts.
CREATE FUNCTION "application_search_text"("application" integer, "applicant" integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(chr(1),
    (SELECT "first_name" || ' ' || "last_name" || chr(1) || "email_id" FROM "users" WHERE "id" = "applicant"),
    (SELECT concat_ws(chr(1), "first_name", "last_name", "email_id")
       FROM "application_domestic_details" WHERE "application_id" = "application"),
    (SELECT concat_ws(chr(1), "first_name", "last_name", "primary_email")
       FROM "application_international_details" WHERE "application_id" = "application"))
$$;--> statement-breakpoint
-- Sets both columns from the account and the nomination form whenever a row is stored or its user_id, user_type
-- or search_text is written: the other triggers refresh a row by writing its user_id unchanged.
CREATE FUNCTION "applications_copy_applicant"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."user_type" := (SELECT "user_type" FROM "users" WHERE "id" = NEW."user_id");
  NEW."search_text" := "application_search_text"(NEW."id", NEW."user_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_copy_applicant" BEFORE INSERT OR UPDATE OF "user_id", "user_type", "search_text"
ON "applications" FOR EACH ROW EXECUTE FUNCTION "applications_copy_applicant"();--> statement-breakpoint
CREATE FUNCTION "users_refresh_applications"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "applications" SET "user_id" = "user_id" WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_refresh_applications" AFTER UPDATE OF "user_type", "first_name", "last_name", "email_id"
ON "users" FOR EACH ROW
WHEN (OLD."user_type" IS DISTINCT FROM NEW."user_type" OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
  OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."email_id" IS DISTINCT FROM NEW."email_id")
EXECUTE FUNCTION "users_refresh_applications"();--> statement-breakpoint
CREATE FUNCTION "nomination_details_refresh_application"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "applications" SET "user_id" = "user_id" WHERE "id" = OLD."application_id";
  ELSE
    UPDATE "applications" SET "user_id" = "user_id" WHERE "id" = NEW."application_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "domestic_details_refresh_application"
AFTER INSERT OR DELETE OR UPDATE OF "first_name", "last_name", "email_id"
ON "application_domestic_details" FOR EACH ROW EXECUTE FUNCTION "nomination_details_refresh_application"();--> statement-breakpoint
CREATE TRIGGER "international_details_refresh_application"
AFTER INSERT OR DELETE OR UPDATE OF "first_name", "last_name", "primary_email"
ON "application_international_details" FOR EACH ROW EXECUTE FUNCTION "nomination_details_refresh_application"();--> statement-breakpoint
-- The existing rows (before their indexes, so each index is built once).
UPDATE "applications" SET "user_id" = "user_id";--> statement-breakpoint
CREATE INDEX "applications_user_type_idx" ON "applications" USING btree ("user_type","application_status","course_id");--> statement-breakpoint
CREATE INDEX "applications_completed_created_idx" ON "applications" USING btree ("created_at","id") WHERE "applications"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);
