CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"runs" bigint DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_outcome" text,
	"last_error" text,
	CONSTRAINT "scheduled_jobs_last_outcome" CHECK ("scheduled_jobs"."last_outcome" is null or "scheduled_jobs"."last_outcome" in ('ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "photo_uploads" (
	"path" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_uploads_created_at_idx" ON "photo_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "photo_uploads_user_id_idx" ON "photo_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");
