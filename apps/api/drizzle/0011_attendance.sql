CREATE TABLE "attendance" (
	"application_id" integer NOT NULL,
	"day" date NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_application_id_day_pk" PRIMARY KEY("application_id","day"),
	CONSTRAINT "attendance_day_sane" CHECK ("attendance"."day" >= date '2000-01-01')
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_day_idx" ON "attendance" USING btree ("day");