-- Issue 14: the Hindi of every text a visitor sees, in a `<column>_hi` beside the English ('' while not written),
-- and the language of an account's mails. The back office's title searches look in both languages.
DROP INDEX "press_news_title_search_idx";--> statement-breakpoint
DROP INDEX "vacancies_title_search_idx";--> statement-breakpoint
DROP INDEX "courses_name_search_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "press_news" ADD COLUMN "news_title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "course_name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "duration_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "course_type_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "location_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "program_desc_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "faculty_desc_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "vip_speaker_desc_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "resource_material_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "evaluation_descp_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_document_files" ADD COLUMN "file_title_name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_document_sessions" ADD COLUMN "session_name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_document_sessions" ADD COLUMN "session_desc_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "training_name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "overview_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "press_news_title_search_idx" ON "press_news" USING gin (("news_title" || ' ' || "news_title_hi") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_title_search_idx" ON "vacancies" USING gin (("title" || ' ' || "title_hi") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_name_search_idx" ON "courses" USING gin (("course_name" || ' ' || "course_name_hi") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_valid" CHECK ("users"."language" in ('en', 'hi'));