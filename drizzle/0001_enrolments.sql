CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer,
	"legacy_course_name" text,
	"status" text DEFAULT 'active' NOT NULL,
	"enrolled_on" date DEFAULT current_date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_course_or_legacy" CHECK ("enrolments"."course_id" is not null or "enrolments"."legacy_course_name" is not null),
	CONSTRAINT "enrolments_status_check" CHECK ("enrolments"."status" in ('active', 'completed', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "teacher_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"course_id" integer,
	"legacy_course_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_courses_course_or_legacy" CHECK ("teacher_courses"."course_id" is not null or "teacher_courses"."legacy_course_name" is not null)
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_courses" ADD CONSTRAINT "teacher_courses_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_courses" ADD CONSTRAINT "teacher_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_student_course_idx" ON "enrolments" USING btree ("student_id","course_id");--> statement-breakpoint
CREATE INDEX "enrolments_course_idx" ON "enrolments" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_courses_teacher_course_idx" ON "teacher_courses" USING btree ("teacher_id","course_id");--> statement-breakpoint
CREATE INDEX "teacher_courses_course_idx" ON "teacher_courses" USING btree ("course_id");--> statement-breakpoint
-- Move every course name to its course id before the name columns go. Names are matched to
-- course names trimmed and case-insensitively; a name that matches no course is kept as
-- legacy_course_name (course_id null), never dropped, and reported at start-up.
CREATE FUNCTION "academy_0001_course_names"(list jsonb) RETURNS TABLE("name" text, "ord" bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v jsonb := list;
BEGIN
  -- Older rows hold the list as a JSON string, even double-encoded: unwrap it.
  FOR i IN 1..5 LOOP
    EXIT WHEN v IS NULL OR jsonb_typeof(v) <> 'string';
    BEGIN
      v := (v #>> '{}')::jsonb;
    EXCEPTION WHEN invalid_text_representation THEN
      -- Plain text that is not JSON: one course name.
      RETURN QUERY SELECT v #>> '{}', 1::bigint;
      RETURN;
    END;
  END LOOP;
  IF jsonb_typeof(v) = 'array' THEN
    RETURN QUERY
      SELECT e #>> '{}', o FROM jsonb_array_elements(v) WITH ORDINALITY AS x(e, o)
      WHERE jsonb_typeof(e) = 'string';
  ELSIF jsonb_typeof(v) = 'string' THEN
    RETURN QUERY SELECT v #>> '{}', 1::bigint;
  END IF;
END
$$;
--> statement-breakpoint
INSERT INTO "enrolments" ("student_id", "course_id", "legacy_course_name", "enrolled_on", "created_at")
SELECT s."id", c."id", CASE WHEN c."id" IS NULL THEN n."name" END, s."created_at"::date, s."created_at"
FROM "students" s
CROSS JOIN LATERAL (
  SELECT DISTINCT ON (lower(trim(l."name"))) trim(l."name") AS "name", l."ord"
  FROM "academy_0001_course_names"(s."courses") l
  WHERE trim(l."name") <> ''
  ORDER BY lower(trim(l."name")), l."ord"
) n
LEFT JOIN LATERAL (
  SELECT co."id" FROM "courses" co
  WHERE lower(trim(co."name")) = lower(n."name")
  ORDER BY co."id" LIMIT 1
) c ON true
ORDER BY s."id", n."ord"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "teacher_courses" ("teacher_id", "course_id", "legacy_course_name", "created_at")
SELECT t."id", c."id", CASE WHEN c."id" IS NULL THEN trim(t."courses") END, t."created_at"
FROM "teachers" t
LEFT JOIN LATERAL (
  SELECT co."id" FROM "courses" co
  WHERE lower(trim(co."name")) = lower(trim(t."courses"))
  ORDER BY co."id" LIMIT 1
) c ON true
WHERE trim(t."courses") <> ''
ORDER BY t."id";
--> statement-breakpoint
DROP FUNCTION "academy_0001_course_names"(jsonb);
--> statement-breakpoint
ALTER TABLE "students" DROP COLUMN "courses";--> statement-breakpoint
ALTER TABLE "teachers" DROP COLUMN "courses";