CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"username_normalized" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_username_normalized_unique" UNIQUE("username_normalized")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"admin_id" uuid,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_user_id" uuid NOT NULL,
	"blocked_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_user_id_blocked_user_id_pk" PRIMARY KEY("blocker_user_id","blocked_user_id"),
	CONSTRAINT "blocks_not_self" CHECK ("blocks"."blocker_user_id" <> "blocks"."blocked_user_id")
);
--> statement-breakpoint
CREATE TABLE "coin_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference_id" text,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_ledger_reason" CHECK ("coin_ledger"."reason" in ('deposit', 'withdrawal_hold', 'withdrawal_release', 'gift_purchase', 'gift_sale', 'admin_adjustment')),
	CONSTRAINT "coin_ledger_balance_non_negative" CHECK ("coin_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gifts_catalog" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"image_path" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_catalog_name_unique" UNIQUE("name"),
	CONSTRAINT "gifts_catalog_price_positive" CHECK ("gifts_catalog"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_route_pk" PRIMARY KEY("user_id","key","route")
);
--> statement-breakpoint
CREATE TABLE "impersonation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"selfie1_url" text,
	"selfie2_url" text,
	"avatar_snapshot_url" text,
	"selfie1_sha256" text,
	"selfie2_sha256" text,
	"avatar_sha256" text,
	"challenge1" text,
	"challenge2" text,
	"notes" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_requests_status" CHECK ("kyc_requests"."status" in ('pending', 'approved', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "match_reads" (
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_message_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reads_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_1_id" uuid NOT NULL,
	"user_2_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_one_per_pair" UNIQUE("user_1_id","user_2_id"),
	CONSTRAINT "matches_ordered_pair" CHECK ("matches"."user_1_id" < "matches"."user_2_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"match_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"content" text NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_client_id_once" UNIQUE("sender_id","client_id"),
	CONSTRAINT "messages_content_not_blank" CHECK (length(btrim("messages"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"reported_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reason" CHECK ("reports"."reason" in ('Inappropriate Photos', 'Feels like spam or a scam', 'Underage user', 'Inappropriate messages or behavior', 'Other')),
	CONSTRAINT "reports_status" CHECK ("reports"."status" in ('pending', 'reviewed')),
	CONSTRAINT "reports_not_self" CHECK ("reports"."reporter_user_id" <> "reports"."reported_user_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text DEFAULT 'cookie' NOT NULL,
	"impersonated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_kind" CHECK ("sessions"."kind" in ('cookie', 'bearer'))
);
--> statement-breakpoint
CREATE TABLE "swipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"swiper_user_id" uuid NOT NULL,
	"swiped_user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"photo_index" integer,
	"comment" text,
	"user_gift_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipes_one_per_pair" UNIQUE("swiper_user_id","swiped_user_id"),
	CONSTRAINT "swipes_action" CHECK ("swipes"."action" in ('like', 'superlike', 'pass')),
	CONSTRAINT "swipes_not_self" CHECK ("swipes"."swiper_user_id" <> "swipes"."swiped_user_id"),
	CONSTRAINT "swipes_photo_index" CHECK ("swipes"."photo_index" is null or "swipes"."photo_index" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "user_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gift_catalog_id" uuid NOT NULL,
	"name" text NOT NULL,
	"purchase_price" integer NOT NULL,
	"image_path" text NOT NULL,
	"received_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_gifts_price_non_negative" CHECK ("user_gifts"."purchase_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"first_name" text,
	"birthdate" date,
	"gender" text,
	"pronouns" text,
	"show_gender" boolean DEFAULT true NOT NULL,
	"sexuality" text,
	"interested_in" text[] DEFAULT '{}'::text[] NOT NULL,
	"relationship_intention" text,
	"bio" text,
	"media" text[] DEFAULT '{}'::text[] NOT NULL,
	"avatar_url" text,
	"location_latitude" double precision,
	"location_longitude" double precision,
	"city" text,
	"search_latitude" double precision,
	"search_longitude" double precision,
	"search_location" text,
	"search_radius_km" integer DEFAULT 50 NOT NULL,
	"age_min" integer DEFAULT 18 NOT NULL,
	"age_max" integer DEFAULT 99 NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"onboarding_complete" boolean DEFAULT false NOT NULL,
	"boosted_until" timestamp with time zone,
	"coins" integer DEFAULT 0 NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"kyc_status" text,
	"language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_coins_non_negative" CHECK ("user_profiles"."coins" >= 0),
	CONSTRAINT "user_profiles_role" CHECK ("user_profiles"."role" in ('user', 'admin')),
	CONSTRAINT "user_profiles_gender" CHECK ("user_profiles"."gender" is null or "user_profiles"."gender" in ('Man', 'Woman')),
	CONSTRAINT "user_profiles_kyc_status" CHECK ("user_profiles"."kyc_status" is null or "user_profiles"."kyc_status" in ('pending', 'approved', 'denied')),
	CONSTRAINT "user_profiles_search_radius" CHECK ("user_profiles"."search_radius_km" between 5 and 200 and "user_profiles"."search_radius_km" % 5 = 0),
	CONSTRAINT "user_profiles_age_range" CHECK ("user_profiles"."age_min" >= 18 and "user_profiles"."age_max" >= "user_profiles"."age_min"),
	CONSTRAINT "user_profiles_language" CHECK ("user_profiles"."language" in ('en', 'my'))
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"transaction_ref" text,
	"proof_url" text,
	"proof_sha256" text,
	"amount" integer,
	"payout_details" text,
	"admin_notes" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_type" CHECK ("wallet_transactions"."type" in ('deposit', 'withdraw')),
	CONSTRAINT "wallet_transactions_status" CHECK ("wallet_transactions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "wallet_transactions_payment_method" CHECK ("wallet_transactions"."payment_method" is null or "wallet_transactions"."payment_method" in ('kbzpay', 'wavepay')),
	CONSTRAINT "wallet_transactions_amount_positive" CHECK ("wallet_transactions"."amount" is null or "wallet_transactions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_user_id_accounts_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_user_id_accounts_id_fk" FOREIGN KEY ("blocker_user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_user_id_accounts_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_tokens" ADD CONSTRAINT "impersonation_tokens_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_tokens" ADD CONSTRAINT "impersonation_tokens_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reads" ADD CONSTRAINT "match_reads_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reads" ADD CONSTRAINT "match_reads_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_1_id_accounts_id_fk" FOREIGN KEY ("user_1_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_2_id_accounts_id_fk" FOREIGN KEY ("user_2_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_accounts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_user_id_accounts_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_accounts_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonated_by_accounts_id_fk" FOREIGN KEY ("impersonated_by") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_swiper_user_id_accounts_id_fk" FOREIGN KEY ("swiper_user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_swiped_user_id_accounts_id_fk" FOREIGN KEY ("swiped_user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gifts" ADD CONSTRAINT "user_gifts_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gifts" ADD CONSTRAINT "user_gifts_gift_catalog_id_gifts_catalog_id_fk" FOREIGN KEY ("gift_catalog_id") REFERENCES "public"."gifts_catalog"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gifts" ADD CONSTRAINT "user_gifts_received_from_accounts_id_fk" FOREIGN KEY ("received_from") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_user_id");--> statement-breakpoint
CREATE INDEX "coin_ledger_user_idx" ON "coin_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kyc_requests_user_idx" ON "kyc_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_requests_status_idx" ON "kyc_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "matches_user_2_idx" ON "matches" USING btree ("user_2_id");--> statement-breakpoint
CREATE INDEX "messages_match_seq_idx" ON "messages" USING btree ("match_id","seq");--> statement-breakpoint
CREATE INDEX "reports_reported_idx" ON "reports" USING btree ("reported_user_id","status");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "swipes_swiped_user_idx" ON "swipes" USING btree ("swiped_user_id","action");--> statement-breakpoint
CREATE INDEX "user_gifts_user_idx" ON "user_gifts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_profiles_boosted_until_idx" ON "user_profiles" USING btree ("boosted_until");--> statement-breakpoint
CREATE INDEX "user_profiles_first_name_idx" ON "user_profiles" USING btree (lower("first_name"));--> statement-breakpoint
CREATE INDEX "wallet_transactions_status_idx" ON "wallet_transactions" USING btree ("status","type","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","created_at");