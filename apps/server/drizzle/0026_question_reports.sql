CREATE TABLE "question_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"reply" text,
	"resolved_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "question_reports_reason_check" CHECK ("question_reports"."reason" in ('wrong_answer', 'unclear', 'outdated', 'typo', 'other')),
	CONSTRAINT "question_reports_status_check" CHECK ("question_reports"."status" in ('open', 'resolved')),
	CONSTRAINT "question_reports_outcome_check" CHECK ("question_reports"."outcome" is null or "question_reports"."outcome" in ('fixed', 'not_changed')),
	CONSTRAINT "question_reports_resolved_check" CHECK (("question_reports"."status" = 'resolved') = ("question_reports"."outcome" is not null and "question_reports"."reply" is not null and "question_reports"."resolved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_reports_one_open_key" ON "question_reports" USING btree ("question_id","reporter_id") WHERE "question_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "question_reports_quiz_status_idx" ON "question_reports" USING btree ("quiz_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "question_reports_status_idx" ON "question_reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "question_reports_reporter_idx" ON "question_reports" USING btree ("reporter_id");