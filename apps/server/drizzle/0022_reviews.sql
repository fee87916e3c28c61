CREATE TABLE "review_prompts" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_prompts_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_review_id_reporter_id_pk" PRIMARY KEY("review_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"reply_text" text,
	"reply_at" timestamp with time zone,
	"report_count" integer DEFAULT 0 NOT NULL,
	"last_reported_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_kind_check" CHECK ("reviews"."kind" in ('course', 'quiz', 'resource', 'ebook', 'tutor')),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('visible', 'hidden')),
	CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply_text" is null) = ("reviews"."reply_at" is null)),
	CONSTRAINT "reviews_report_count_check" CHECK ("reviews"."report_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "library_entries" ADD COLUMN "rating_avg" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_entries" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "rating_avg" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "rating_avg" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_prompts" ADD CONSTRAINT "review_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_reporter_idx" ON "review_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_item_key" ON "reviews" USING btree ("kind","item_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_item_created_idx" ON "reviews" USING btree ("kind","item_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("last_reported_at" DESC NULLS LAST) WHERE "reviews"."report_count" > 0;--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("hidden_at" DESC NULLS LAST) WHERE "reviews"."status" = 'hidden';--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "tutor_profiles_listed_rating_idx" ON "tutor_profiles" USING btree ("is_listed","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST);--> statement-breakpoint
-- hand-written
-- Course ratings so far were demo figures nobody earned: from now on they are counted from reviews only.
UPDATE "courses" SET "rating_avg" = 0, "rating_count" = 0;
