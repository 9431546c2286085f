CREATE INDEX "lottery_sub_orders_member_idx" ON "lottery_sub_orders" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_trial_reg_idx" ON "members" USING btree ("reg_date") WHERE "members"."type" = 4;--> statement-breakpoint
CREATE INDEX "reset_tokens_member_idx" ON "reset_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "seamless_rounds_member_idx" ON "seamless_rounds" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "studio_seeds_member_idx" ON "studio_seeds" USING btree ("member_id");