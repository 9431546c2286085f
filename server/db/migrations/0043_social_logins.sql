CREATE TABLE "social_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer NOT NULL,
	"label" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"provider" text NOT NULL,
	"merchant_code" text NOT NULL,
	"intent" text NOT NULL,
	"member_id" integer,
	"code_verifier" text NOT NULL,
	"nonce" text,
	"affiliate_code" text,
	"recommender_id" text,
	"age_confirmed" boolean DEFAULT false NOT NULL,
	"register_method" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"provider" text NOT NULL,
	"merchant_code" text NOT NULL,
	"subject" text NOT NULL,
	"name" text,
	"label" text,
	"affiliate_code" text,
	"recommender_id" text,
	"age_confirmed" boolean DEFAULT false NOT NULL,
	"register_method" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_states" ADD CONSTRAINT "social_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_subject_idx" ON "social_identities" USING btree ("merchant_code","provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_member_idx" ON "social_identities" USING btree ("member_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "social_states_state_idx" ON "social_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "social_states_member_idx" ON "social_states" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "social_states_expires_idx" ON "social_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_tickets_ticket_idx" ON "social_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "social_tickets_expires_idx" ON "social_tickets" USING btree ("expires_at");