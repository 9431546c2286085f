CREATE TABLE "rain_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"minute_of_day" integer NOT NULL,
	"weekdays" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"budget_cents" bigint NOT NULL,
	"min_grab_cents" integer NOT NULL,
	"max_grab_cents" integer NOT NULL,
	"max_grabs_per_member" integer NOT NULL,
	"planned_until" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rain_schedules_rules" CHECK ("rain_schedules"."minute_of_day" >= 0 and "rain_schedules"."minute_of_day" < 1440 and "rain_schedules"."weekdays" > 0 and "rain_schedules"."weekdays" < 128 and "rain_schedules"."duration_seconds" > 0 and "rain_schedules"."min_grab_cents" > 0 and "rain_schedules"."max_grab_cents" >= "rain_schedules"."min_grab_cents" and "rain_schedules"."max_grabs_per_member" > 0)
);
--> statement-breakpoint
ALTER TABLE "rain_sessions" ADD COLUMN "schedule_id" integer;--> statement-breakpoint
CREATE INDEX "rain_schedules_merchant_idx" ON "rain_schedules" USING btree ("merchant_code");--> statement-breakpoint
ALTER TABLE "rain_sessions" ADD CONSTRAINT "rain_sessions_schedule_id_rain_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."rain_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rain_sessions_schedule_start_idx" ON "rain_sessions" USING btree ("schedule_id","starts_at") WHERE "rain_sessions"."cancelled_at" is null;