CREATE TABLE "lotteries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prize_mode" text NOT NULL,
	"game" text NOT NULL,
	"interval_seconds" integer NOT NULL,
	"close_seconds" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"lottery_code" text NOT NULL,
	"issue" text NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"lottery_code" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_sub_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"numbers" jsonb NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"payout_cents" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_lottery_code_lotteries_code_fk" FOREIGN KEY ("lottery_code") REFERENCES "public"."lotteries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_issue_idx" ON "lottery_draws" USING btree ("lottery_code","issue");--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_lottery_idx" ON "lottery_draws" USING btree ("lottery_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_idx" ON "lottery_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_orders_draw_idx" ON "lottery_orders" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_order_idx" ON "lottery_sub_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_draw_idx" ON "lottery_sub_orders" USING btree ("draw_id","status");