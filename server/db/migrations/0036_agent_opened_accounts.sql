ALTER TABLE "members" ADD COLUMN "opened_by" integer;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_opened_by_members_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Accounts opened before this: every sign-up records its method, an agent's opening none (issue 31).
UPDATE "members" SET "opened_by" = "parent_id" WHERE "register_method" IS NULL AND "parent_id" IS NOT NULL;
