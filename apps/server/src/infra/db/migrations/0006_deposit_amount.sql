-- What the member says they sent (Kyat) and the coins the deposit form showed them for it at the
-- COINS_PER_KYAT rate of that moment: the admin's approval starts from those coins (issue 17).
ALTER TABLE "wallet_transactions" ADD COLUMN "amount_kyat" integer;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "quoted_coins" integer;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_amount_kyat_positive" CHECK ("wallet_transactions"."amount_kyat" is null or "wallet_transactions"."amount_kyat" > 0);
