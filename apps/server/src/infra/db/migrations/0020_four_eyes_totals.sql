-- Four eyes without side doors (docs/decisions/024-four-eyes-without-side-doors.md): the reason
-- for approving a different amount, corrections waiting for a second admin, and an index for the
-- coins one admin created in 24 hours.
ALTER TABLE "wallet_transactions" ADD COLUMN "amount_reason" text;--> statement-breakpoint
CREATE TABLE "coin_adjustment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"transaction_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decline_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_adjustment_requests_status" CHECK ("coin_adjustment_requests"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "coin_adjustment_requests_delta" CHECK ("coin_adjustment_requests"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "coin_adjustment_requests" ADD CONSTRAINT "coin_adjustment_requests_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_adjustment_requests" ADD CONSTRAINT "coin_adjustment_requests_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_adjustment_requests" ADD CONSTRAINT "coin_adjustment_requests_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_adjustment_requests_pending_idx" ON "coin_adjustment_requests" USING btree ("created_at") WHERE "coin_adjustment_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "coin_adjustment_requests_user_idx" ON "coin_adjustment_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coin_ledger_admin_idx" ON "coin_ledger" USING btree ("admin_id","created_at") WHERE "coin_ledger"."admin_id" is not null;
