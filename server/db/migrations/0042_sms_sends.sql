CREATE TABLE "sms_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer NOT NULL,
	"provider_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_sends_created_idx" ON "sms_sends" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_recipient_idx" ON "sms_sends" USING btree ("recipient","created_at");