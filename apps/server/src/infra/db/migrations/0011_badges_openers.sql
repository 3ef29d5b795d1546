-- Issue 19. Badges: when the member last opened "who likes me" (likes after it are new).
ALTER TABLE "user_profiles" ADD COLUMN "likes_seen_at" timestamp with time zone;--> statement-breakpoint
-- A match counts as new until its member opened the conversation, which leaves a match_reads row
-- (with no message read yet, or the last one read). Matches made before this release count as
-- opened: no member should find all their old conversations flagged new after an upgrade.
INSERT INTO "match_reads" ("match_id", "user_id")
  SELECT "id", "user_1_id" FROM "matches" UNION ALL SELECT "id", "user_2_id" FROM "matches"
  ON CONFLICT DO NOTHING;
