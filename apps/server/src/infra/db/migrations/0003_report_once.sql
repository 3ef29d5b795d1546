-- One report per reporter and reported member: keep each pair's newest report (its reason,
-- details, status and time), drop the older repeats, then let the unique index hold the rule.
DELETE FROM "reports" AS "older"
USING "reports" AS "newer"
WHERE "newer"."reporter_user_id" = "older"."reporter_user_id"
  AND "newer"."reported_user_id" = "older"."reported_user_id"
  AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id");--> statement-breakpoint
DROP INDEX "reports_reporter_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_reported_idx" ON "reports" USING btree ("reporter_user_id","reported_user_id");
