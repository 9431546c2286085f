CREATE TABLE "deposit_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sender_name" text,
	"sender_reference" text,
	"submitted_at" timestamp with time zone,
	"provider" text,
	"gateway_session_id" text,
	"external_id" text,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_amount_positive" CHECK ("deposit_orders"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "ops_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ops_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"provider_code" text,
	"account_name" text,
	"account_number" text,
	"bank_name" text,
	"min_cents" bigint NOT NULL,
	"max_cents" bigint NOT NULL,
	"quick_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_limits" CHECK ("payment_channels"."min_cents" > 0 and "payment_channels"."max_cents" >= "payment_channels"."min_cents")
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_reference_idx" ON "deposit_orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_gateway_session_idx" ON "deposit_orders" USING btree ("provider","gateway_session_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_pending_idx" ON "deposit_orders" USING btree ("merchant_code","created_at") WHERE "deposit_orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ops_audit_target_idx" ON "ops_audit" USING btree ("target","at");--> statement-breakpoint
CREATE INDEX "payment_channels_merchant_idx" ON "payment_channels" USING btree ("merchant_code","sort");