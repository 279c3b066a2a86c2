CREATE TABLE "course_translations" (
	"course_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"timings" text DEFAULT '' NOT NULL,
	CONSTRAINT "course_translations_course_id_language_pk" PRIMARY KEY("course_id","language"),
	CONSTRAINT "course_translations_language_check" CHECK ("course_translations"."language" in ('pa', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "course_translations" ADD CONSTRAINT "course_translations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;