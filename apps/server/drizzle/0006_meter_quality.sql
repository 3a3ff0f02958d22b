ALTER TABLE "meter_data" ALTER COLUMN "value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data_day" ALTER COLUMN "value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data_hour" ALTER COLUMN "value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data_month" ALTER COLUMN "value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data" ADD COLUMN "quality" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data" ADD COLUMN "production_quality" smallint;--> statement-breakpoint
ALTER TABLE "meter_data_day" ADD COLUMN "quality" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data_day" ADD COLUMN "production_quality" smallint;--> statement-breakpoint
ALTER TABLE "meter_data_hour" ADD COLUMN "quality" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data_hour" ADD COLUMN "production_quality" smallint;--> statement-breakpoint
ALTER TABLE "meter_data_month" ADD COLUMN "quality" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_data_month" ADD COLUMN "production_quality" smallint;