CREATE TABLE "member_security_questions" (
	"member_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_security_questions_member_id_position_pk" PRIMARY KEY("member_id","position")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "member_security_questions" ADD CONSTRAINT "member_security_questions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_security_questions_question_idx" ON "member_security_questions" USING btree ("member_id","question");