CREATE TABLE "sign_in_failures" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "sign_in_failures_kind" CHECK ("sign_in_failures"."kind" in ('account_address', 'address'))
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_at_idx" ON "sign_in_failures" USING btree ("last_failed_at");
--> statement-breakpoint
DROP TABLE "login_lockouts";
