-- Decision 0056: the language a user chose in the switch; null until chosen (the cookie and the
-- browser's languages decide meanwhile). A database of the earlier layout migrates in place.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" IN ('fi', 'sv', 'en'));