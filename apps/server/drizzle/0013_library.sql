CREATE TABLE "library_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"included_in_membership" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_entries_kind_check" CHECK ("library_entries"."kind" in ('resource', 'ebook')),
	CONSTRAINT "library_entries_status_check" CHECK ("library_entries"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "library_entries_price_check" CHECK ("library_entries"."price_minor" >= 0 and "library_entries"."price_minor" <= 10000000),
	CONSTRAINT "library_entries_currency_check" CHECK ("library_entries"."currency" in ('GBP', 'USD', 'EUR')),
	CONSTRAINT "library_entries_published_check" CHECK ("library_entries"."status" <> 'published' or "library_entries"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"link_url" text,
	"link_note" text DEFAULT '' NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_size" bigint,
	"file_mime" text,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_items_type_check" CHECK ("library_items"."type" in ('link', 'file')),
	CONSTRAINT "library_items_shape_check" CHECK (("library_items"."type" = 'link' and "library_items"."link_url" is not null and "library_items"."file_key" is null) or ("library_items"."type" = 'file' and "library_items"."file_key" is not null and "library_items"."file_name" is not null and "library_items"."file_size" is not null and "library_items"."file_mime" is not null and "library_items"."link_url" is null)),
	CONSTRAINT "library_items_position_check" CHECK ("library_items"."position" >= 0),
	CONSTRAINT "library_items_downloads_check" CHECK ("library_items"."download_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_entry_id_library_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."library_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_entries_kind_slug_key" ON "library_entries" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "library_entries_catalogue_idx" ON "library_entries" USING btree ("kind","status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_entries_owner_idx" ON "library_entries" USING btree ("owner_id","kind","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_items_entry_idx" ON "library_items" USING btree ("entry_id","position");