CREATE TABLE "session_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"session_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"window" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reminders_kind_check" CHECK ("session_reminders"."kind" in ('live', 'tutoring')),
	CONSTRAINT "session_reminders_window_check" CHECK ("session_reminders"."window" in ('24h', '1h'))
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_reminders_once_key" ON "session_reminders" USING btree ("kind","session_id","start_at","user_id","window");--> statement-breakpoint
CREATE INDEX "session_reminders_user_idx" ON "session_reminders" USING btree ("user_id");