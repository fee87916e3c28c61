CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_no" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"time_limit_sec" integer DEFAULT 0 NOT NULL,
	"extra_time_percent" integer DEFAULT 0 NOT NULL,
	"pass_percent" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"grades" jsonb,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"score" double precision,
	"max_score" double precision,
	"percent" double precision,
	"passed" boolean,
	"time_taken_sec" integer,
	CONSTRAINT "quiz_attempts_status_check" CHECK ("quiz_attempts"."status" in ('in_progress', 'submitted')),
	CONSTRAINT "quiz_attempts_no_check" CHECK ("quiz_attempts"."attempt_no" >= 1),
	CONSTRAINT "quiz_attempts_submitted_check" CHECK (("quiz_attempts"."status" = 'submitted') = ("quiz_attempts"."submitted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "quiz_extra_time" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_extra_time_percent_check" CHECK ("quiz_extra_time"."percent" in (0, 25, 50, 100))
);
--> statement-breakpoint
CREATE TABLE "quiz_practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"questions" jsonb NOT NULL,
	"checked" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_practice_source_check" CHECK ("quiz_practice_sessions"."source" in ('all', 'mistakes'))
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_option_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"correct_boolean" boolean,
	"correct_text" text[] DEFAULT '{}'::text[] NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_points_check" CHECK ("quiz_questions"."points" >= 0),
	CONSTRAINT "quiz_questions_type_check" CHECK ("quiz_questions"."type" in ('mcq', 'multi', 'boolean', 'short'))
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"attempts_allowed" integer DEFAULT 1 NOT NULL,
	"pass_percent" integer DEFAULT 70 NOT NULL,
	"time_limit_sec" integer DEFAULT 0 NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"included_in_membership" boolean DEFAULT false NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"draw_count" integer,
	"question_count" integer DEFAULT 0 NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_price_check" CHECK ("quizzes"."price_minor" >= 0),
	CONSTRAINT "quizzes_attempts_check" CHECK ("quizzes"."attempts_allowed" >= 1),
	CONSTRAINT "quizzes_pass_check" CHECK ("quizzes"."pass_percent" between 0 and 100),
	CONSTRAINT "quizzes_time_check" CHECK ("quizzes"."time_limit_sec" >= 0),
	CONSTRAINT "quizzes_draw_check" CHECK ("quizzes"."draw_count" is null or "quizzes"."draw_count" >= 1),
	CONSTRAINT "quizzes_visibility_check" CHECK ("quizzes"."visibility" in ('public', 'enrolled')),
	CONSTRAINT "quizzes_currency_check" CHECK ("quizzes"."currency" in ('GBP', 'USD', 'EUR'))
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_extra_time" ADD CONSTRAINT "quiz_extra_time_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_extra_time" ADD CONSTRAINT "quiz_extra_time_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_practice_sessions" ADD CONSTRAINT "quiz_practice_sessions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_practice_sessions" ADD CONSTRAINT "quiz_practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_user_quiz_no_key" ON "quiz_attempts" USING btree ("user_id","quiz_id","attempt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_key" ON "quiz_attempts" USING btree ("user_id","quiz_id") WHERE "quiz_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_started_idx" ON "quiz_attempts" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_idx" ON "quiz_attempts" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_practice_user_idx" ON "quiz_practice_sessions" USING btree ("user_id","quiz_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_idx" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_slug_key" ON "quizzes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "quizzes_catalogue_idx" ON "quizzes" USING btree ("is_published","visibility","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quizzes_owner_updated_idx" ON "quizzes" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quizzes_title_trgm_idx" ON "quizzes" USING gin ("title" gin_trgm_ops);