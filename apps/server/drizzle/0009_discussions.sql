CREATE TABLE "discussion_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"is_accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"course_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answers_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'C')) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || body)) STORED,
	CONSTRAINT "discussion_questions_status_check" CHECK ("discussion_questions"."status" in ('open', 'answered', 'closed', 'locked')),
	CONSTRAINT "discussion_questions_counts_check" CHECK ("discussion_questions"."answers_count" >= 0 and "discussion_questions"."comments_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussion_answers" ADD CONSTRAINT "discussion_answers_question_id_discussion_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."discussion_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_answers" ADD CONSTRAINT "discussion_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_question_id_discussion_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."discussion_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD CONSTRAINT "discussion_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD CONSTRAINT "discussion_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_answers_question_idx" ON "discussion_answers" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_answers_author_idx" ON "discussion_answers" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_answers_one_accepted_key" ON "discussion_answers" USING btree ("question_id") WHERE "discussion_answers"."is_accepted";--> statement-breakpoint
CREATE INDEX "discussion_comments_question_idx" ON "discussion_comments" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_comments_author_idx" ON "discussion_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "discussion_questions_created_idx" ON "discussion_questions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussion_questions_activity_idx" ON "discussion_questions" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussion_questions_status_created_idx" ON "discussion_questions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussion_questions_course_idx" ON "discussion_questions" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "discussion_questions_author_idx" ON "discussion_questions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "discussion_questions_search_vector_idx" ON "discussion_questions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "discussion_questions_search_text_trgm_idx" ON "discussion_questions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;