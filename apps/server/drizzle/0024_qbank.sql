CREATE TABLE "learner_questions" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"first_answered_at" timestamp with time zone NOT NULL,
	"first_correct" boolean NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	"last_correct" boolean NOT NULL,
	"last_confidence" text,
	"answers" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "learner_questions_user_id_question_id_pk" PRIMARY KEY("user_id","question_id"),
	CONSTRAINT "learner_questions_answers_check" CHECK ("learner_questions"."answers" >= 1)
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid NOT NULL,
	"correct" boolean NOT NULL,
	"confidence" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_source_check" CHECK ("question_answers"."source" in ('bank', 'exam', 'practice')),
	CONSTRAINT "question_answers_confidence_check" CHECK ("question_answers"."confidence" is null or "question_answers"."confidence" in ('sure', 'unsure'))
);
--> statement-breakpoint
CREATE TABLE "question_peer_options" (
	"question_id" uuid NOT NULL,
	"option_key" text NOT NULL,
	"chosen" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "question_peer_options_question_id_option_key_pk" PRIMARY KEY("question_id","option_key"),
	CONSTRAINT "question_peer_options_chosen_check" CHECK ("question_peer_options"."chosen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "question_peer_totals" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "question_peer_totals_answered_check" CHECK ("question_peer_totals"."answered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "qbank_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"filters" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"grades" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seconds_per_question" integer,
	"extra_time_percent" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"score" double precision,
	"max_score" double precision,
	"percent" double precision,
	CONSTRAINT "qbank_sessions_mode_check" CHECK ("qbank_sessions"."mode" in ('tutor', 'timed')),
	CONSTRAINT "qbank_sessions_status_check" CHECK ("qbank_sessions"."status" in ('in_progress', 'submitted')),
	CONSTRAINT "qbank_sessions_submitted_check" CHECK (("qbank_sessions"."status" = 'submitted') = ("qbank_sessions"."submitted_at" is not null)),
	CONSTRAINT "qbank_sessions_clock_check" CHECK (("qbank_sessions"."mode" = 'timed') = ("qbank_sessions"."expires_at" is not null and "qbank_sessions"."seconds_per_question" is not null))
);
--> statement-breakpoint
CREATE TABLE "question_flags" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_flags_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "exam" text DEFAULT 'Other' NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_questions" ADD CONSTRAINT "learner_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_questions" ADD CONSTRAINT "learner_questions_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_peer_options" ADD CONSTRAINT "question_peer_options_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_peer_totals" ADD CONSTRAINT "question_peer_totals_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qbank_sessions" ADD CONSTRAINT "qbank_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_flags" ADD CONSTRAINT "question_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_flags" ADD CONSTRAINT "question_flags_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_questions_question_idx" ON "learner_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_answers_user_idx" ON "question_answers" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_answers_quiz_idx" ON "question_answers" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "qbank_sessions_user_idx" ON "qbank_sessions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "question_flags_question_idx" ON "question_flags" USING btree ("question_id");--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_exam_check" CHECK ("quizzes"."exam" in ('PLAB 1', 'PLAB 2', 'UKMLA AKT', 'UKMLA CPSA', 'MRCP Part 1', 'MRCP Part 2', 'MRCS Part A', 'MRCS Part B', 'USMLE Step 1', 'USMLE Step 2 CK', 'Foundation', 'Other'));