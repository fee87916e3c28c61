CREATE TABLE "instructor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"display_name" text NOT NULL,
	"bio" text NOT NULL,
	"website" text,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"samples" text[] DEFAULT '{}'::text[] NOT NULL,
	"agreed_terms_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"rejection_reason" text,
	"admin_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_applications_status_check" CHECK ("instructor_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "instructor_applications_rejection_check" CHECK ("instructor_applications"."status" <> 'rejected' or "instructor_applications"."rejection_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_applications_user_key" ON "instructor_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "instructor_applications_status_submitted_idx" ON "instructor_applications" USING btree ("status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "instructor_applications_submitted_idx" ON "instructor_applications" USING btree ("submitted_at" DESC NULLS LAST);