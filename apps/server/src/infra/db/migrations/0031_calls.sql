-- Video calls between matches (issue 35, docs/decisions/040-video-calls.md): one row per call, its
-- id chosen by the caller (a retried invite starts one call), gone with the match (unmatch, block,
-- either account). Each call leaves one line in the conversation: a message of kind 'call' with
-- its outcome and, when answered, its talking time. A frame too long for one NOTIFY (a WebRTC
-- offer) waits a moment in realtime_frames, where every process reads it by id.
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"caller_id" uuid NOT NULL,
	"callee_id" uuid NOT NULL,
	"status" text DEFAULT 'ringing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "calls_status" CHECK ("calls"."status" in ('ringing', 'active', 'ended')),
	CONSTRAINT "calls_outcome" CHECK ("calls"."outcome" is null or "calls"."outcome" in ('completed', 'missed', 'declined', 'cancelled', 'busy')),
	CONSTRAINT "calls_ended" CHECK (("calls"."status" = 'ended') = ("calls"."outcome" IS NOT NULL)),
	CONSTRAINT "calls_not_self" CHECK ("calls"."caller_id" <> "calls"."callee_id")
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_accounts_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_callee_id_accounts_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_match_open_idx" ON "calls" USING btree ("match_id") WHERE "calls"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "calls_caller_idx" ON "calls" USING btree ("caller_id");--> statement-breakpoint
CREATE INDEX "calls_callee_idx" ON "calls" USING btree ("callee_id");--> statement-breakpoint
CREATE TABLE "realtime_frames" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "realtime_frames_created_idx" ON "realtime_frames" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "call_outcome" text;--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('text', 'photo', 'voice', 'call'));--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_media";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_media" CHECK (("messages"."kind" in ('text', 'call')) = ("messages"."media_path" IS NULL) AND CASE "messages"."kind" WHEN 'voice' THEN "messages"."duration_ms" IS NOT NULL WHEN 'call' THEN true ELSE "messages"."duration_ms" IS NULL END);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_call" CHECK (("messages"."kind" = 'call') = ("messages"."call_outcome" IS NOT NULL) AND ("messages"."call_outcome" is null or "messages"."call_outcome" in ('completed', 'missed', 'declined', 'cancelled', 'busy')));
