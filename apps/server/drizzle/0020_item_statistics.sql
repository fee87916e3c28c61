CREATE TABLE "quiz_statistics" (
	"quiz_id" uuid PRIMARY KEY NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"changes" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone,
	"figures" jsonb,
	CONSTRAINT "quiz_statistics_changes_check" CHECK ("quiz_statistics"."changes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "angoff_percent" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "pass_applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_statistics" ADD CONSTRAINT "quiz_statistics_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_statistics_stale_idx" ON "quiz_statistics" USING btree ("computed_at") WHERE "quiz_statistics"."stale";--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_angoff_check" CHECK ("quiz_questions"."angoff_percent" between 0 and 100);