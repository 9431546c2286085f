ALTER TABLE "members" ADD COLUMN "mobile_bound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_bound_at" timestamp with time zone;
-- No backfill on purpose: a contact bound before this migration has a null bound time, which counts as
-- bound long ago (its reset is not held). Nothing recorded when it was bound, and holding every existing
-- member's reset for a day would lock out members who did nothing; the hold is for bindings from now on.
