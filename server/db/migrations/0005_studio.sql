CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"game_id" text NOT NULL,
	"bet_cents" bigint NOT NULL,
	"win_cents" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"seed_id" integer,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_rounds" (
	"vendor" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_rounds_vendor_round_id_pk" PRIMARY KEY("vendor","round_id")
);
--> statement-breakpoint
CREATE TABLE "studio_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."studio_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD CONSTRAINT "seamless_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_seeds" ADD CONSTRAINT "studio_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_round_idx" ON "game_rounds" USING btree ("vendor","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_live_idx" ON "studio_seeds" USING btree ("member_id") WHERE "studio_seeds"."revealed_at" is null;