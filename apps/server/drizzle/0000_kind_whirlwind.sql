CREATE TABLE "placeholder" (
	"id" text PRIMARY KEY NOT NULL
);
