ALTER TABLE "applications" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_capacity_positive" CHECK ("courses"."capacity" >= 1);