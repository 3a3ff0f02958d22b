ALTER TYPE "public"."user_role" ADD VALUE 'operator';--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
ALTER TABLE "business_registration_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_registration_requests" ADD COLUMN "handled_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "business_registration_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "contact_change_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_change_requests" ADD COLUMN "handled_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" "request_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "fibre_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fibre_requests" ADD COLUMN "handled_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "water_readings" ADD COLUMN "status" "request_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "water_readings" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "water_readings" ADD COLUMN "handled_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "business_registration_requests" ADD CONSTRAINT "business_registration_requests_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_change_requests" ADD CONSTRAINT "contact_change_requests_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fibre_requests" ADD CONSTRAINT "fibre_requests_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_readings" ADD CONSTRAINT "water_readings_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "business_registration_requests_status_idx" ON "business_registration_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_change_requests_status_created_at_idx" ON "contact_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_status_created_at_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_created_at_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fibre_requests_status_created_at_idx" ON "fibre_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "water_readings_status_created_at_idx" ON "water_readings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "water_readings_created_at_idx" ON "water_readings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");