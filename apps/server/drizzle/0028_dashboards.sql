-- Custom SQL migration file, put your code below! --
--> statement-breakpoint
-- hand-written
-- A seller's dashboard panels read their items' paid orders in a date range from the index alone (drizzle-kit
-- cannot express INCLUDE).
CREATE INDEX IF NOT EXISTS "orders_kind_item_created_idx" ON "orders" ("kind", "item_ref", "created_at") INCLUDE ("status", "amount_minor", "currency");
