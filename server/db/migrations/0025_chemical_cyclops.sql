CREATE TABLE "vip_member_levels" (
	"member_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"level_name" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"bonus_cents" integer NOT NULL,
	"bonus_status" text NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "vip_member_levels_member_id_rank_pk" PRIMARY KEY("member_id","rank"),
	CONSTRAINT "vip_member_levels_bonus" CHECK ("vip_member_levels"."bonus_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_programmes" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"period_days" integer NOT NULL,
	"levels" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_member_levels" ADD CONSTRAINT "vip_member_levels_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_member_levels_pending_idx" ON "vip_member_levels" USING btree ("member_id") WHERE "vip_member_levels"."bonus_status" = 'pending';