DROP INDEX "courses_status_price_idx";--> statement-breakpoint
DROP INDEX "courses_status_published_idx";--> statement-breakpoint
DROP INDEX "courses_status_popular_idx";--> statement-breakpoint
DROP INDEX "courses_status_rating_idx";--> statement-breakpoint
CREATE INDEX "courses_status_price_asc_idx" ON "courses" USING btree ("status","price_minor","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_status_price_desc_idx" ON "courses" USING btree ("status","price_minor" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_status_published_idx" ON "courses" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_status_popular_idx" ON "courses" USING btree ("status","enrollment_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_status_rating_idx" ON "courses" USING btree ("status","rating_avg" DESC NULLS LAST,"id" DESC NULLS LAST);