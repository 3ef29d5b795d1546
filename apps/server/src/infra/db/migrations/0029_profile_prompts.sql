-- Profile prompts (docs/product.md#profile-prompts): a member's answers, at most three, in the
-- member's order; removed with the account. A like may name one of them (swipes.prompt_id): its
-- comment opens the chat with the prompt named (match_make.sql).
CREATE TABLE "profile_prompts" (
	"user_id" uuid NOT NULL,
	"prompt_id" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "profile_prompts_user_id_prompt_id_pk" PRIMARY KEY("user_id","prompt_id"),
	CONSTRAINT "profile_prompts_position_once" UNIQUE("user_id","position"),
	CONSTRAINT "profile_prompts_position" CHECK ("profile_prompts"."position" between 0 and 2),
	CONSTRAINT "profile_prompts_answer_length" CHECK (length(btrim("profile_prompts"."answer")) between 1 and 150)
);
--> statement-breakpoint
ALTER TABLE "profile_prompts" ADD CONSTRAINT "profile_prompts_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD COLUMN "prompt_id" text;
