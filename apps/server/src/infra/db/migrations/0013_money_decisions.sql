-- Money decisions (docs/decisions/016-four-eyes-and-adjustments.md): the first of two approvals of a
-- large deposit or withdrawal, the payout reference of an approved withdrawal, who made an
-- adjustment and why (a ledger row, never an edit), and a selfie that is the member's own avatar.
ALTER TABLE "wallet_transactions" ADD COLUMN "first_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "first_approved_amount" integer;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_first_approved_by_accounts_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "admin_id" uuid;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_ledger_adjustments_idx" ON "coin_ledger" USING btree ("user_id","id") WHERE "coin_ledger"."reason" = 'admin_adjustment';--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "avatar_match" text;
