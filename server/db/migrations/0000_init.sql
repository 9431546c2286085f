CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"execution" text NOT NULL,
	"group_name" text NOT NULL,
	"promotion_type" text,
	"action" text,
	"title_ty" text NOT NULL,
	"title_en" text NOT NULL,
	"content_ty" text NOT NULL,
	"content_en" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"group_name" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"title_ty" text NOT NULL,
	"title_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"merchant_code" text NOT NULL,
	"game_type" text NOT NULL,
	"name_ty" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "game_types_merchant_code_game_type_pk" PRIMARY KEY("merchant_code","game_type")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_id" text NOT NULL,
	"name" text NOT NULL,
	"icon_url" text NOT NULL,
	"mobile_large_icon" text,
	"mobile_small_icon" text,
	"support_play" boolean DEFAULT true NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"game_classify" text NOT NULL,
	"min_bet" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"league" text NOT NULL,
	"match_time" timestamp with time zone NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_team_image_url" text NOT NULL,
	"away_team_image_url" text NOT NULL,
	"vendor" text NOT NULL,
	"room_id" text NOT NULL,
	"node_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"account" text NOT NULL,
	"nickname" text,
	"password_hash" text NOT NULL,
	"type" integer NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"to_upline" boolean DEFAULT false NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"game_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"account_type_name" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_types" ADD CONSTRAINT "game_types_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_entries" ADD CONSTRAINT "help_entries_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_matches" ADD CONSTRAINT "hot_matches_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_parent_id_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_lookup_idx" ON "announcements" USING btree ("merchant_code","group_name","published_at");--> statement-breakpoint
CREATE INDEX "banners_lookup_idx" ON "banners" USING btree ("merchant_code","group_name","sort");--> statement-breakpoint
CREATE INDEX "games_type_sort_idx" ON "games" USING btree ("merchant_code","game_type","sort");--> statement-breakpoint
CREATE INDEX "games_type_vendor_idx" ON "games" USING btree ("merchant_code","game_type","vassalage","sort");--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("merchant_code","hot_rank") WHERE "games"."hot_rank" is not null;--> statement-breakpoint
CREATE INDEX "games_name_idx" ON "games" USING btree ("merchant_code",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_game_idx" ON "games" USING btree ("merchant_code","vassalage","game_id");--> statement-breakpoint
CREATE INDEX "help_entries_lookup_idx" ON "help_entries" USING btree ("merchant_code","language","sort");--> statement-breakpoint
CREATE INDEX "hot_matches_time_idx" ON "hot_matches" USING btree ("merchant_code","match_time");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_account_idx" ON "members" USING btree ("merchant_code",lower("account"));--> statement-breakpoint
CREATE INDEX "members_parent_idx" ON "members" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_merchant_type_code_idx" ON "vendors" USING btree ("merchant_code","game_type","code");