-- The database functions now live in infra/db/functions/ (one file each, applied after the
-- migrations: docs/decisions/032-one-home-for-every-rule.md). swipe_record takes the gift of a gift
-- swipe as a tenth argument, so its nine-argument version goes; the file creates the new one right
-- after this migration, in the same start-up. A process of the previous version calling with nine
-- arguments reaches the new one through the argument's default.
DROP FUNCTION IF EXISTS "swipe_record"(uuid, uuid, text, integer, text, boolean, text, text, boolean);
