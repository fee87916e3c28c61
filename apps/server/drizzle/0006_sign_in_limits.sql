CREATE TABLE "sign_in_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"full_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_limits_full_at_idx" ON "sign_in_limits" USING btree ("full_at");