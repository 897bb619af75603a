CREATE TABLE "captcha_challenges" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"attempt_id" text,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"resend_count" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_attempt_id_unique" UNIQUE("attempt_id"),
	CONSTRAINT "one_time_codes_purpose_valid" CHECK ("one_time_codes"."purpose" in ('signup', 'signin', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_type" smallint,
	"role" text DEFAULT 'applicant' NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"gender" text,
	"email_id" text NOT NULL,
	"mobile_no" text,
	"password_hash" text NOT NULL,
	"photo" text,
	"verified_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_id_unique" UNIQUE("email_id"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email_id" = lower("users"."email_id")),
	CONSTRAINT "users_user_type_valid" CHECK ("users"."user_type" is null or "users"."user_type" in (2, 3, 4)),
	CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('applicant', 'staff', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "application_domestic_details" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"gender" text,
	"photo" text,
	"dob" date,
	"mobile_no" text,
	"email_id" text,
	"current_work_place" text,
	"designation" text,
	"state_ut_name" text,
	"office_address" text,
	"previous_attend_any_program" text,
	"previous_program_thematic" text,
	"previous_program_date" date,
	"previous_program_venue" text,
	"hostel_facility" text DEFAULT 'No' NOT NULL,
	CONSTRAINT "application_domestic_details_hostel_valid" CHECK ("application_domestic_details"."hostel_facility" in ('Yes', 'No'))
);
--> statement-breakpoint
CREATE TABLE "application_international_details" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"nominating_country" integer,
	"title" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"gender" text,
	"photo" text,
	"dob" date,
	"birth_country" integer,
	"nationality" text,
	"marital_status" text,
	"primary_email" text,
	"alternate_email" text,
	"country_code" text,
	"mobile" text,
	"whatsapp" text,
	"landline_office" text,
	"landline_residence" text,
	"ofc_address_1" text,
	"ofc_address_2" text,
	"ofc_place" text,
	"ofc_district" text,
	"ofc_state" text,
	"ofc_zipcode" text,
	"residence_address_1" text,
	"residence_address_2" text,
	"residence_place" text,
	"residence_district" text,
	"residence_state" text,
	"residence_zipcode" text,
	"passport_no" text,
	"place_of_issue" text,
	"date_of_issue" date,
	"valid_upto" date,
	"passport_image" text,
	"employment_category" text,
	"employer_name" text,
	"department" text,
	"working_since" date,
	"nature_of_responsibility" text,
	"emp_from" date,
	"emp_to" date,
	"organization" text,
	"history_department" text,
	"designation" text,
	"nature_of_work" text,
	"certications" text,
	"edu_from" date,
	"edu_to" date,
	"institution_name" text,
	"specialization" text,
	"course_name" text,
	"country" text,
	"duration_days" text,
	"year" text,
	"sponsor" text,
	"reason_for_applying" text,
	"blood_group" text,
	"covid_vaccine_status" text,
	"home_name" text,
	"home_relation" text,
	"home_address" text,
	"home_mobile" text,
	"home_mail" text,
	"office_name" text,
	"office_relation" text,
	"office_address" text,
	"office_mobile" text,
	"office_mail" text,
	"contact_ind_name" text,
	"contact_ind_relation" text,
	"contact_ind_address" text,
	"contact_ind_mobile" text,
	"contact_ind_mail" text,
	"any_special_req" text,
	"hostel_facility" text DEFAULT 'No' NOT NULL,
	CONSTRAINT "application_international_details_hostel_valid" CHECK ("application_international_details"."hostel_facility" in ('Yes', 'No'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"form" text NOT NULL,
	"application_status" smallint DEFAULT 1 NOT NULL,
	"status_note" text,
	"certificate_pdf" text,
	"certificate_jpg" text,
	"completed_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "applications_user_course_unique" UNIQUE("user_id","course_id"),
	CONSTRAINT "applications_form_valid" CHECK ("applications"."form" in ('domestic', 'international')),
	CONSTRAINT "applications_status_valid" CHECK ("applications"."application_status" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"certificate_number" text NOT NULL,
	"pdf" text,
	"jpg" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer
);
--> statement-breakpoint
CREATE TABLE "nomination_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nomination_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"form" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nomination_drafts_user_course_unique" UNIQUE("user_id","course_id"),
	CONSTRAINT "nomination_drafts_form_valid" CHECK ("nomination_drafts"."form" in ('domestic', 'international'))
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"news_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"photo_url" text NOT NULL,
	"width" integer,
	"height" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "press_news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"news_title" text NOT NULL,
	"publish_date" date NOT NULL,
	"document_link" text,
	"document_file" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"upload_date" date NOT NULL,
	"last_date" date,
	"advertisement_no" text,
	"pdf" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"youtube_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_name" text NOT NULL,
	"start_from" date NOT NULL,
	"end_to" date NOT NULL,
	"duration" text,
	"course_type" text,
	"location" text,
	"program_type_id" integer NOT NULL,
	"program_desc" text,
	"faculty_desc" text,
	"vip_speaker" text DEFAULT 'No' NOT NULL,
	"vip_speaker_desc" text,
	"resource_material" text,
	"evaluation_descp" text,
	"course_hostel_facility" text DEFAULT 'Yes' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_dates_ordered" CHECK ("courses"."end_to" >= "courses"."start_from"),
	CONSTRAINT "courses_hostel_valid" CHECK ("courses"."course_hostel_facility" in ('Yes', 'No'))
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"name" text NOT NULL,
	"nicename" text NOT NULL,
	"iso3" text,
	"numcode" integer,
	"phonecode" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"program_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"st_code" text NOT NULL,
	"st_name" text NOT NULL,
	CONSTRAINT "states_st_code_unique" UNIQUE("st_code")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"from_value" jsonb,
	"to_value" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_valid" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "training_document_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_document_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"file_type" text NOT NULL,
	"file_title_name" text NOT NULL,
	"pdf" text,
	"image" text,
	"video" text,
	"video_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_document_files_type_valid" CHECK ("training_document_files"."file_type" in ('PDF', 'IMG', 'VIDEO', 'URL'))
);
--> statement-breakpoint
CREATE TABLE "training_document_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_document_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"training_id" integer NOT NULL,
	"session_name" text NOT NULL,
	"session_desc" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"training_name" text NOT NULL,
	"training_code" text NOT NULL,
	"overview" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_training_code_unique" UNIQUE("training_code")
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_domestic_details" ADD CONSTRAINT "application_domestic_details_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_international_details" ADD CONSTRAINT "application_international_details_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_international_details" ADD CONSTRAINT "application_international_details_nominating_country_countries_id_fk" FOREIGN KEY ("nominating_country") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_international_details" ADD CONSTRAINT "application_international_details_birth_country_countries_id_fk" FOREIGN KEY ("birth_country") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_drafts" ADD CONSTRAINT "nomination_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_drafts" ADD CONSTRAINT "nomination_drafts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_category_id_photo_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."photo_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_news" ADD CONSTRAINT "press_news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_program_type_id_program_types_id_fk" FOREIGN KEY ("program_type_id") REFERENCES "public"."program_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_document_files" ADD CONSTRAINT "training_document_files_session_id_training_document_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_document_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_document_sessions" ADD CONSTRAINT "training_document_sessions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_email_purpose_idx" ON "one_time_codes" USING btree ("email","purpose");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_time_idx" ON "sign_in_failures" USING btree ("email","failed_at");--> statement-breakpoint
CREATE INDEX "applications_course_status_idx" ON "applications" USING btree ("course_id","application_status");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_application_unique" ON "certificates" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_unique" ON "certificates" USING btree ("certificate_number");--> statement-breakpoint
CREATE INDEX "photos_category_idx" ON "photos" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "press_news_category_date_idx" ON "press_news" USING btree ("category_id","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_upload_date_idx" ON "vacancies" USING btree ("upload_date");--> statement-breakpoint
CREATE INDEX "videos_category_idx" ON "videos" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "courses_program_type_start_idx" ON "courses" USING btree ("program_type_id","start_from");--> statement-breakpoint
CREATE INDEX "courses_dates_idx" ON "courses" USING btree ("start_from","end_to");--> statement-breakpoint
CREATE INDEX "courses_end_to_idx" ON "courses" USING btree ("end_to");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso_unique" ON "countries" USING btree ("iso");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "training_document_files_session_idx" ON "training_document_files" USING btree ("session_id","sort_order");--> statement-breakpoint
CREATE INDEX "training_document_sessions_training_idx" ON "training_document_sessions" USING btree ("training_id","sort_order");