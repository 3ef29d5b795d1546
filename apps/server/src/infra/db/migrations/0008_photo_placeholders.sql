ALTER TABLE "user_profiles" ADD COLUMN "media_placeholders" jsonb DEFAULT '{}'::jsonb NOT NULL;
