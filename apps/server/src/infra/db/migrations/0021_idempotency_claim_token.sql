-- Which request holds a running key's claim (infra/http/idempotency.ts): the answer is stored
-- in the operation's own transaction only while the claim is still that request's.
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_token" uuid;
