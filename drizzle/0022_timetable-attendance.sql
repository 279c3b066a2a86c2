CREATE TABLE "absence_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"register_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attendance_marks" (
	"register_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "attendance_marks_register_id_enrolment_id_pk" PRIMARY KEY("register_id","enrolment_id"),
	CONSTRAINT "attendance_marks_status_check" CHECK ("attendance_marks"."status" in ('present', 'absent', 'late', 'excused'))
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"threshold" smallint DEFAULT 75 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_settings_single_row" CHECK ("attendance_settings"."id" = 1),
	CONSTRAINT "attendance_settings_threshold_check" CHECK ("attendance_settings"."threshold" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "class_cancellations" (
	"slot_id" integer NOT NULL,
	"on" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_cancellations_slot_id_on_pk" PRIMARY KEY("slot_id","on")
);
--> statement-breakpoint
CREATE TABLE "class_registers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"on" date NOT NULL,
	"marked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"on" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_on_key" UNIQUE("on")
);
--> statement-breakpoint
CREATE TABLE "timetable_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"room" text DEFAULT '' NOT NULL,
	"teacher_id" integer,
	"subject" text NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timetable_slots_weekday_check" CHECK ("timetable_slots"."weekday" between 1 and 7),
	CONSTRAINT "timetable_slots_times_check" CHECK ("timetable_slots"."ends_at" > "timetable_slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "exam_settings" ADD COLUMN "teachers_publish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "absence_events" ADD CONSTRAINT "absence_events_register_id_class_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."class_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_events" ADD CONSTRAINT "absence_events_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_register_id_class_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."class_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_cancellations" ADD CONSTRAINT "class_cancellations_slot_id_timetable_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."timetable_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_registers" ADD CONSTRAINT "class_registers_slot_id_timetable_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."timetable_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_registers" ADD CONSTRAINT "class_registers_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_slots" ADD CONSTRAINT "timetable_slots_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_slots" ADD CONSTRAINT "timetable_slots_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_events_register_enrolment_idx" ON "absence_events" USING btree ("register_id","enrolment_id");--> statement-breakpoint
CREATE INDEX "absence_events_enrolment_idx" ON "absence_events" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "attendance_marks_enrolment_idx" ON "attendance_marks" USING btree ("enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_registers_slot_on_idx" ON "class_registers" USING btree ("slot_id","on");--> statement-breakpoint
CREATE INDEX "class_registers_on_idx" ON "class_registers" USING btree ("on");--> statement-breakpoint
CREATE INDEX "timetable_slots_batch_idx" ON "timetable_slots" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "timetable_slots_teacher_idx" ON "timetable_slots" USING btree ("teacher_id","weekday");--> statement-breakpoint
CREATE INDEX "timetable_slots_room_idx" ON "timetable_slots" USING btree ("weekday","room");