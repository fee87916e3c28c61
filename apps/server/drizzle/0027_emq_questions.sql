ALTER TABLE "quiz_questions" DROP CONSTRAINT "quiz_questions_type_check";--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "stems" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_type_check" CHECK ("quiz_questions"."type" in ('mcq', 'multi', 'boolean', 'short', 'emq'));