CREATE TABLE "cost_refreshes" (
	"from_instant" timestamp with time zone PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meter_data_day" ADD COLUMN "cost" double precision;--> statement-breakpoint
ALTER TABLE "meter_data_day" ADD COLUMN "energy_cost" double precision;--> statement-breakpoint
ALTER TABLE "meter_data_day" ADD COLUMN "grid_cost" double precision;--> statement-breakpoint
ALTER TABLE "meter_data_day" ADD COLUMN "tax_cost" double precision;--> statement-breakpoint
ALTER TABLE "meter_data_day" ADD COLUMN "vat_cost" double precision;--> statement-breakpoint
ALTER TABLE "meter_data_day" ADD COLUMN "cost_json" text;--> statement-breakpoint
ALTER TABLE "meter_data_month" ADD COLUMN "cost" double precision;--> statement-breakpoint
ALTER TABLE "meter_data_month" ADD COLUMN "energy_cost" double precision;--> statement-breakpoint
ALTER TABLE "meter_data_month" ADD COLUMN "grid_cost" double precision;--> statement-breakpoint
ALTER TABLE "meter_data_month" ADD COLUMN "tax_cost" double precision;--> statement-breakpoint
ALTER TABLE "meter_data_month" ADD COLUMN "vat_cost" double precision;--> statement-breakpoint
ALTER TABLE "meter_data_month" ADD COLUMN "cost_json" text;--> statement-breakpoint
-- The rollups of before stored costs: computed once, by the first process to migrate (cost/stored-cost.ts).
INSERT INTO "cost_refreshes" ("from_instant") VALUES ('-infinity');
