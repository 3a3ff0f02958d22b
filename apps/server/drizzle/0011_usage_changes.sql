-- Decision 0050: a statement that changes what a consumption answer is made of (meter data,
-- rollups, points, who may see them, contracts, tariffs and prices) tells every server process,
-- which then forgets the answers it remembers (features/usage/answer-cache.ts). One notice per
-- statement, delivered at commit; PostgreSQL folds the same notice within a transaction.
CREATE FUNCTION "ep_usage_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ep_usage_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meter_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meter_data_day"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meter_data_month"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "metering_points"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "metering_point_resolutions"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_customers"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "staff_housing_companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_housing_companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_staff"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contracts"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tariffs"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tariff_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "electricity_tax_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
--> statement-breakpoint
CREATE TRIGGER "usage_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vat_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_usage_changed"();
