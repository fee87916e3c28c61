CREATE TABLE "tutor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"timezone" text DEFAULT 'Europe/London' NOT NULL,
	"hourly_rate_minor" integer DEFAULT 6000 NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"meeting_provider" text DEFAULT 'zoom' NOT NULL,
	"meeting_note" text DEFAULT '' NOT NULL,
	"is_listed" boolean DEFAULT false NOT NULL,
	"slot_size_min" integer DEFAULT 60 NOT NULL,
	"buffer_min" integer DEFAULT 0 NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_profiles_rate_check" CHECK ("tutor_profiles"."hourly_rate_minor" >= 0),
	CONSTRAINT "tutor_profiles_slot_check" CHECK ("tutor_profiles"."slot_size_min" >= 15 and "tutor_profiles"."slot_size_min" % 15 = 0),
	CONSTRAINT "tutor_profiles_buffer_check" CHECK ("tutor_profiles"."buffer_min" >= 0 and "tutor_profiles"."buffer_min" % 5 = 0),
	CONSTRAINT "tutor_profiles_listed_check" CHECK (not "tutor_profiles"."is_listed" or ("tutor_profiles"."headline" <> '' and cardinality("tutor_profiles"."subjects") > 0 and "tutor_profiles"."hourly_rate_minor" > 0))
);
--> statement-breakpoint
CREATE TABLE "tutor_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"availability_pref" text DEFAULT '' NOT NULL,
	"urgency" text DEFAULT 'flexible' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone,
	"matched_at" timestamp with time zone,
	"matched_tutor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutoring_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'hold' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"order_id" uuid,
	"cancel_requested_at" timestamp with time zone,
	"cancel_reason" text,
	"cancel_approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_sessions_end_after_start" CHECK ("tutoring_sessions"."end_at" > "tutoring_sessions"."start_at"),
	CONSTRAINT "tutoring_sessions_amount_check" CHECK ("tutoring_sessions"."amount_minor" >= 0),
	CONSTRAINT "tutoring_sessions_status_check" CHECK ("tutoring_sessions"."status" in ('hold', 'payment_pending', 'confirmed', 'completed', 'cancelled', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_requests" ADD CONSTRAINT "tutor_requests_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_requests" ADD CONSTRAINT "tutor_requests_matched_tutor_id_users_id_fk" FOREIGN KEY ("matched_tutor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_profiles_listed_idx" ON "tutor_profiles" USING btree ("is_listed","hourly_rate_minor");--> statement-breakpoint
CREATE INDEX "tutor_requests_learner_idx" ON "tutor_requests" USING btree ("learner_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_requests_status_idx" ON "tutor_requests" USING btree ("status","paid_at");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_tutor_idx" ON "tutoring_sessions" USING btree ("tutor_id","start_at");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_learner_idx" ON "tutoring_sessions" USING btree ("learner_id","start_at");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_hold_idx" ON "tutoring_sessions" USING btree ("status","hold_expires_at");--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express it): two held, pending or confirmed sessions of one tutor never overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_no_overlap" EXCLUDE USING gist ("tutor_id" WITH =, tstzrange("start_at", "end_at") WITH &&) WHERE ("status" in ('hold', 'payment_pending', 'confirmed'));
