-- What the machines read from pictures (docs/face-matching.md, docs/receipt-reading.md): face
-- prints of profile photos and selfies, links between two accounts' prints of one face, and what
-- OCR read from deposit screenshots. Written by background jobs; people decide.
CREATE TABLE "face_prints" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"faces" smallint NOT NULL,
	"embedding" real[],
	"pose" text,
	"analysis_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_prints_kind" CHECK ("face_prints"."kind" in ('photo', 'selfie')),
	CONSTRAINT "face_prints_pose" CHECK ("face_prints"."pose" is null or "face_prints"."pose" in ('seen', 'not_seen', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "face_prints" ADD CONSTRAINT "face_prints_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "face_prints_kind_path_idx" ON "face_prints" USING btree ("kind","path");--> statement-breakpoint
CREATE INDEX "face_prints_user_idx" ON "face_prints" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "face_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"print_id" bigint NOT NULL,
	"other_print_id" bigint NOT NULL,
	"similarity" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_links_ordered" CHECK ("face_links"."print_id" < "face_links"."other_print_id")
);
--> statement-breakpoint
ALTER TABLE "face_links" ADD CONSTRAINT "face_links_print_id_face_prints_id_fk" FOREIGN KEY ("print_id") REFERENCES "public"."face_prints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_links" ADD CONSTRAINT "face_links_other_print_id_face_prints_id_fk" FOREIGN KEY ("other_print_id") REFERENCES "public"."face_prints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "face_links_pair_idx" ON "face_links" USING btree ("print_id","other_print_id");--> statement-breakpoint
CREATE INDEX "face_links_other_idx" ON "face_links" USING btree ("other_print_id");--> statement-breakpoint
CREATE TABLE "receipt_readings" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"wallet" text,
	"transaction_ref" text,
	"amount_kyat" integer,
	"quoted_coins" integer,
	"occurred_at" timestamp with time zone,
	"receiver_name" text,
	"receiver_number" text,
	"flags" text[] DEFAULT '{}' NOT NULL,
	"reused_with" uuid[] DEFAULT '{}' NOT NULL,
	"confidence" real,
	"text" text,
	"reading_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_readings_wallet" CHECK ("receipt_readings"."wallet" is null or "receipt_readings"."wallet" in ('kbzpay', 'wavepay'))
);
--> statement-breakpoint
ALTER TABLE "receipt_readings" ADD CONSTRAINT "receipt_readings_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_readings_ref_idx" ON "receipt_readings" USING btree ("transaction_ref");
