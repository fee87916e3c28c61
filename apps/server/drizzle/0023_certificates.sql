CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"instructor_name" text NOT NULL,
	"cpd_half_hours" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" uuid,
	CONSTRAINT "certificates_kind_check" CHECK ("certificates"."kind" in ('course', 'quiz')),
	CONSTRAINT "certificates_cpd_check" CHECK ("certificates"."cpd_half_hours" >= 0),
	CONSTRAINT "certificates_revoked_check" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoked_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_item_key" ON "certificates" USING btree ("user_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "certificates_user_issued_idx" ON "certificates" USING btree ("user_id","issued_at" DESC NULLS LAST);