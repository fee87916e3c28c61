CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"level" text DEFAULT 'beginner' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnail" text,
	"promo_video_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"included_in_membership" boolean DEFAULT true NOT NULL,
	"total_duration_sec" integer DEFAULT 0 NOT NULL,
	"lesson_count" integer DEFAULT 0 NOT NULL,
	"enrollment_count" integer DEFAULT 0 NOT NULL,
	"rating_avg" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"search_text" text,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_price_check" CHECK ("courses"."price_minor" >= 0),
	CONSTRAINT "courses_status_check" CHECK ("courses"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "courses_level_check" CHECK ("courses"."level" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "courses_currency_check" CHECK ("courses"."currency" in ('GBP', 'USD', 'EUR'))
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"via" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_lesson_id" uuid,
	"last_activity_at" timestamp with time zone,
	CONSTRAINT "enrollments_via_check" CHECK ("enrollments"."via" in ('free', 'purchase', 'membership'))
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"completed_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"youtube_url" text,
	"youtube_id" text,
	"text_content" text,
	"quiz_id" uuid,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "lessons_duration_check" CHECK ("lessons"."duration_sec" >= 0),
	CONSTRAINT "lessons_type_check" CHECK ("lessons"."type" in ('video', 'text', 'quiz')),
	CONSTRAINT "lessons_video_check" CHECK ("lessons"."type" <> 'video' or "lessons"."youtube_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"order_id" uuid,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_amount_check" CHECK ("purchases"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_last_lesson_id_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_sections_course_idx" ON "course_sections" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_key" ON "courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "courses_status_published_idx" ON "courses" USING btree ("status","published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_status_popular_idx" ON "courses" USING btree ("status","enrollment_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_status_rating_idx" ON "courses" USING btree ("status","rating_avg" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_status_price_idx" ON "courses" USING btree ("status","price_minor","id");--> statement-breakpoint
CREATE INDEX "courses_status_category_idx" ON "courses" USING btree ("status","category");--> statement-breakpoint
CREATE INDEX "courses_owner_updated_idx" ON "courses" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_search_vector_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "courses_search_text_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_user_course_key" ON "enrollments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "enrollments_user_activity_idx" ON "enrollments" USING btree ("user_id","activated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lesson_progress_user_course_idx" ON "lesson_progress" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "lessons_section_idx" ON "lessons" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_user_kind_item_key" ON "purchases" USING btree ("user_id","kind","item_id") WHERE "purchases"."kind" not in ('membership', 'tutor_session', 'tutor_request');--> statement-breakpoint
CREATE INDEX "purchases_user_kind_idx" ON "purchases" USING btree ("user_id","kind","purchased_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION courses_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.title, NEW.subtitle, array_to_string(NEW.tags, ' '), NEW.category));
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.subtitle, '') || ' ' || array_to_string(NEW.tags, ' ') || ' ' || coalesce(NEW.category, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_search_trg BEFORE INSERT OR UPDATE OF title, subtitle, description, tags, category ON courses
  FOR EACH ROW EXECUTE FUNCTION courses_search_update();
