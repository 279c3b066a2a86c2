CREATE TABLE "fee_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_accounts_total_check" CHECK ("fee_accounts"."total_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "fee_instalments_amount_check" CHECK ("fee_instalments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"reverses_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind_check" CHECK (("payments"."kind" = 'payment' and "payments"."amount_paise" > 0 and "payments"."reverses_id" is null)
        or ("payments"."kind" = 'reversal' and "payments"."amount_paise" < 0 and "payments"."reverses_id" is not null)),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'upi', 'card', 'bank', 'cheque')),
	CONSTRAINT "payments_upi_reference_check" CHECK ("payments"."method" <> 'upi' or "payments"."reference" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"fy_start" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "receipt_counters_fy_start_pk" PRIMARY KEY("fy_start"),
	CONSTRAINT "receipt_counters_sequence_check" CHECK ("receipt_counters"."last_sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"fy_start" integer NOT NULL,
	"sequence" integer NOT NULL,
	"serial" text NOT NULL,
	"gstin" text,
	"place_of_supply" text,
	"taxable_paise" bigint,
	"cgst_paise" bigint,
	"sgst_paise" bigint,
	"igst_paise" bigint,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_serial_length_check" CHECK (char_length("receipts"."serial") <= 16),
	CONSTRAINT "receipts_sequence_check" CHECK ("receipts"."sequence" >= 1)
);
--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD CONSTRAINT "fee_instalments_account_id_fee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."fee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_fee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."fee_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_id_payments_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_accounts_enrolment_idx" ON "fee_accounts" USING btree ("enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_instalments_account_due_idx" ON "fee_instalments" USING btree ("account_id","due_on");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reverses_idx" ON "payments" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_upi_reference_idx" ON "payments" USING btree ("reference") WHERE "payments"."method" = 'upi' and "payments"."kind" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_idx" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_serial_idx" ON "receipts" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_year_sequence_idx" ON "receipts" USING btree ("fy_start","sequence");--> statement-breakpoint
-- Hand-written (keep when regenerating): payments and receipts are append-only.
CREATE FUNCTION "fees_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% rows are never changed or deleted: record a reversal instead', TG_TABLE_NAME
		USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_append_only" BEFORE UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "fees_append_only"();--> statement-breakpoint
CREATE TRIGGER "receipts_append_only" BEFORE UPDATE OR DELETE ON "receipts" FOR EACH ROW EXECUTE FUNCTION "fees_append_only"();
