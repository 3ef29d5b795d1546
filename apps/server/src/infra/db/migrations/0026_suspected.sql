-- The Suspected queue (docs/decisions/034-suspected-queue.md): the scam-signal job's verdict per
-- member, the safety notices of members who talked to a blocked scammer, device links between
-- accounts (the device cookie a browser carried when it signed in to another account), and the
-- queue's claims.
CREATE TABLE "suspected_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"signals" jsonb NOT NULL,
	"evidence_keys" text[] NOT NULL,
	"cleared_keys" text[] DEFAULT '{}' NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	"blocked_reason" text,
	CONSTRAINT "suspected_members_state" CHECK ("suspected_members"."state" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "suspected_members" ADD CONSTRAINT "suspected_members_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspected_members" ADD CONSTRAINT "suspected_members_resolved_by_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspected_members_queue_idx" ON "suspected_members" USING btree ("state","score","flagged_at");--> statement-breakpoint
CREATE TABLE "safety_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"about_user_id" uuid,
	"first_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "safety_notices" ADD CONSTRAINT "safety_notices_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_notices" ADD CONSTRAINT "safety_notices_about_user_id_accounts_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_notices_user_idx" ON "safety_notices" USING btree ("user_id","seen_at");--> statement-breakpoint
ALTER TABLE "login_devices" ADD COLUMN "carried_from" text;--> statement-breakpoint
CREATE INDEX "login_devices_carried_from_idx" ON "login_devices" USING btree ("carried_from");--> statement-breakpoint
ALTER TABLE "moderation_claims" DROP CONSTRAINT "moderation_claims_item_kind";--> statement-breakpoint
ALTER TABLE "moderation_claims" ADD CONSTRAINT "moderation_claims_item_kind" CHECK ("moderation_claims"."item_kind" in ('report', 'kyc', 'deposit', 'withdrawal', 'suspected'));
