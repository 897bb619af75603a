CREATE TABLE "application_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_coordinators" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "course_coordinators_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rejection_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rejection_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"label_en" text NOT NULL,
	"label_hi" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejection_reasons_labels_present" CHECK (length("rejection_reasons"."label_en") > 0 and length("rejection_reasons"."label_hi") > 0)
);
--> statement-breakpoint
CREATE TABLE "staff_notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"new_applications" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_reason_id" integer;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_coordinators" ADD CONSTRAINT "course_coordinators_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_coordinators" ADD CONSTRAINT "course_coordinators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notification_settings" ADD CONSTRAINT "staff_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "course_coordinators_user_idx" ON "course_coordinators" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rejection_reason_id_rejection_reasons_id_fk" FOREIGN KEY ("rejection_reason_id") REFERENCES "public"."rejection_reasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_domestic_name_dob_key_idx" ON "application_domestic_details" USING btree (lower(regexp_replace("first_name" || "last_name", '\s', '', 'g')),"dob");--> statement-breakpoint
CREATE INDEX "application_domestic_mobile_key_idx" ON "application_domestic_details" USING btree (right(regexp_replace("mobile_no", '\D', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "application_domestic_email_key_idx" ON "application_domestic_details" USING btree (lower(regexp_replace("email_id", '\s', '', 'g')));--> statement-breakpoint
CREATE INDEX "application_international_name_dob_key_idx" ON "application_international_details" USING btree (lower(regexp_replace("first_name" || "last_name", '\s', '', 'g')),"dob");--> statement-breakpoint
CREATE INDEX "application_international_mobile_key_idx" ON "application_international_details" USING btree (right(regexp_replace("mobile", '\D', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "application_international_email_key_idx" ON "application_international_details" USING btree (lower(regexp_replace("primary_email", '\s', '', 'g')));--> statement-breakpoint
CREATE INDEX "application_international_passport_key_idx" ON "application_international_details" USING btree (upper(regexp_replace("passport_no", '\s', '', 'g')));