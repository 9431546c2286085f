ALTER TABLE "vendors" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "unavailable_until" timestamp with time zone;