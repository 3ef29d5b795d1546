-- Moderator claims (docs/decisions/026-moderation-claims.md): who is working on which queue
-- item until when; one row per item, taken over in one statement once it has expired.
CREATE TABLE "moderation_claims" (
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_claims_item_kind_item_id_pk" PRIMARY KEY("item_kind","item_id"),
	CONSTRAINT "moderation_claims_item_kind" CHECK ("moderation_claims"."item_kind" in ('report', 'kyc', 'deposit', 'withdrawal'))
);
--> statement-breakpoint
ALTER TABLE "moderation_claims" ADD CONSTRAINT "moderation_claims_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_claims_kind_expires_idx" ON "moderation_claims" USING btree ("item_kind","expires_at");
