-- Photos and voice notes in chat (issue 35, docs/decisions/037-chat-media.md): a message has a
-- kind; a photo or voice note keeps its file's path in the private `chat` storage area (served by
-- chat's authorised route only), a voice note its length and when the receiver played it. A
-- report filed from a conversation may carry one photo or voice note of the reported member,
-- copied beside the report (`chat/reports/{reportId}/...`) so that blocking, which deletes the
-- conversation, keeps the evidence: the only part of a conversation moderators see.
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "media_path" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "heard_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_content_not_blank";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_not_blank" CHECK ("messages"."kind" <> 'text' OR length(btrim("messages"."content")) > 0);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('text', 'photo', 'voice'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_media" CHECK (("messages"."kind" = 'text') = ("messages"."media_path" IS NULL) AND ("messages"."kind" = 'voice') = ("messages"."duration_ms" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "media_kind" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "media_path" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "media_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_media" CHECK (("reports"."media_kind" IS NULL) = ("reports"."media_path" IS NULL) AND ("reports"."media_kind" IS NULL OR "reports"."media_kind" in ('photo', 'voice')));
