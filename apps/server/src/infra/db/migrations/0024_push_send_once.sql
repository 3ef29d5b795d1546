-- notifications/delivery.ts: each claim of an outbox row gets its own token, and a process
-- finishes (deletes, reschedules, gives up) only the row whose claim is still its own. Before
-- calling the push service the claimant marks the row `sending_at` under its token; a marked row
-- is never claimed again, so a lease that runs out mid-send cannot make a second process send
-- the same push (docs/decisions/029-push-uploads-headers.md).
ALTER TABLE "push_outbox" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "sending_at" timestamp with time zone;
