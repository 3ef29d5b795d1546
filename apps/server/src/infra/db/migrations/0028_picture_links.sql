-- Pictures that look alike, recorded when a picture is hashed (infra/images/duplicates.ts):
-- the lists, the member page and the Suspected job read these pairs instead of comparing every
-- picture with every other on each read (the job did so every 30 s: quadratic in pictures).
CREATE TABLE "picture_links" (
	"hash_id" bigint NOT NULL,
	"other_hash_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_links_hash_id_other_hash_id_pk" PRIMARY KEY("hash_id","other_hash_id"),
	CONSTRAINT "picture_links_ordered" CHECK ("picture_links"."hash_id" < "picture_links"."other_hash_id")
);
--> statement-breakpoint
ALTER TABLE "picture_links" ADD CONSTRAINT "picture_links_hash_id_image_hashes_id_fk" FOREIGN KEY ("hash_id") REFERENCES "public"."image_hashes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_links" ADD CONSTRAINT "picture_links_other_hash_id_image_hashes_id_fk" FOREIGN KEY ("other_hash_id") REFERENCES "public"."image_hashes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_links_other_idx" ON "picture_links" USING btree ("other_hash_id");--> statement-breakpoint
-- The pictures hashed before this migration, linked once as recordImageHash links a new one
-- (the same pair rule and PHASH_MATCH_DISTANCE = 12, written out here as of this migration).
INSERT INTO "picture_links" ("hash_id", "other_hash_id")
SELECT a.id, b.id FROM "image_hashes" a
JOIN "image_hashes" b ON a.id < b.id AND a.user_id <> b.user_id
	AND (a.kind = 'proof') = (b.kind = 'proof') AND NOT (a.kind = 'selfie' AND b.kind = 'selfie')
	AND (bit_count((a.hash # b.hash)::bit(64)) <= 12
		OR bit_count((a.hash # b.mirror_hash)::bit(64)) <= 12
		OR bit_count((b.hash # a.mirror_hash)::bit(64)) <= 12);
