CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree (lower("first_name"),lower("last_name"));--> statement-breakpoint
CREATE INDEX "application_domestic_details_search_idx" ON "application_domestic_details" USING gin (("first_name" || ' ' || "last_name" || ' ' || coalesce("email_id", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "application_international_details_search_idx" ON "application_international_details" USING gin (("first_name" || ' ' || "last_name" || ' ' || coalesce("primary_email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("application_status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_status_id_idx" ON "applications" USING btree ("application_status","id");--> statement-breakpoint
CREATE INDEX "press_news_title_search_idx" ON "press_news" USING gin (("news_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_title_search_idx" ON "vacancies" USING gin (("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_name_search_idx" ON "courses" USING gin (("course_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_name_sort_idx" ON "courses" USING btree (lower("course_name"));