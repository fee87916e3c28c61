ALTER TABLE "learner_questions" ADD COLUMN "peer_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_answers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_peer_options" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_peer_totals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "version_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_version_check" CHECK ("quiz_questions"."version" >= 1);--> statement-breakpoint
-- hand-written: drizzle-kit cannot name the old primary keys and would add the new ones before their column;
-- the peer counters' keys now include the question's version (existing rows are version 1).
ALTER TABLE "question_peer_options" DROP CONSTRAINT "question_peer_options_question_id_option_key_pk";--> statement-breakpoint
ALTER TABLE "question_peer_totals" DROP CONSTRAINT "question_peer_totals_pkey";--> statement-breakpoint
ALTER TABLE "question_peer_options" ADD CONSTRAINT "question_peer_options_question_id_version_option_key_pk" PRIMARY KEY("question_id","version","option_key");--> statement-breakpoint
ALTER TABLE "question_peer_totals" ADD CONSTRAINT "question_peer_totals_question_id_version_pk" PRIMARY KEY("question_id","version");
