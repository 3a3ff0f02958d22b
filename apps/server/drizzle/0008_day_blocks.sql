CREATE TABLE "meter_days" (
	"metering_point_id" integer NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"minutes" smallint NOT NULL,
	"value" bigint[],
	"quality" "bytea",
	"production" bigint[],
	"production_quality" "bytea",
	"reading" bigint[],
	CONSTRAINT "meter_days_metering_point_id_day_start_pk" PRIMARY KEY("metering_point_id","day_start")
);
--> statement-breakpoint
-- Rows of meter_data become day blocks (decision 0038): one row per point and Helsinki day, the
-- intervals on the finest grid the register and the rows allow, values in millionths.
INSERT INTO "meter_days" ("metering_point_id", "day_start", "minutes", "value", "quality",
                          "production", "production_quality", "reading")
WITH placed AS (
  SELECT md.*, d.day_start, d.day_end,
         (extract(epoch FROM md.ts - d.day_start) / 60)::int AS offset_minutes
  FROM meter_data md
  CROSS JOIN LATERAL (
    SELECT date_trunc('day', md.ts, 'Europe/Helsinki') AS day_start,
           ((date_trunc('day', md.ts AT TIME ZONE 'Europe/Helsinki') + interval '1 day')
             AT TIME ZONE 'Europe/Helsinki') AS day_end
  ) d
),
days AS (
  SELECT p.metering_point_id, p.day_start, p.day_end,
         least(
           coalesce((SELECT min(r.resolution_minutes) FROM metering_point_resolutions r
                     WHERE r.metering_point_id = p.metering_point_id AND r.valid_from < p.day_end
                       AND r.valid_from >= coalesce(
                         (SELECT max(r2.valid_from) FROM metering_point_resolutions r2
                          WHERE r2.metering_point_id = p.metering_point_id
                            AND r2.valid_from <= p.day_start), '-infinity')),
                    mp.resolution_minutes),
           CASE WHEN bool_and(p.offset_minutes = 0) THEN 1440
                WHEN bool_and(p.offset_minutes % 60 = 0) THEN 60 ELSE 15 END) AS minutes,
         array_agg(p.offset_minutes) AS offsets, array_agg(p.value) AS vals,
         array_agg(p.quality) AS quals, array_agg(p.production) AS prods,
         array_agg(p.production_quality) AS pquals, array_agg(p.reading) AS reads
  FROM placed p JOIN metering_points mp ON mp.id = p.metering_point_id
  GROUP BY p.metering_point_id, p.day_start, p.day_end, mp.resolution_minutes
)
SELECT d.metering_point_id, d.day_start, d.minutes, b.value,
       CASE WHEN b.any_quality THEN decode(b.quality_hex, 'hex') END,
       CASE WHEN b.any_production THEN b.production END,
       CASE WHEN b.any_production_quality THEN decode(b.production_quality_hex, 'hex') END,
       CASE WHEN b.any_reading THEN b.reading END
FROM days d
CROSS JOIN LATERAL (
  SELECT array_agg((u.value * 1000000)::bigint ORDER BY s.i) AS value,
         bool_or(coalesce(u.quality, 0) <> 0) AS any_quality,
         string_agg(lpad(to_hex(coalesce(u.quality, 0)), 2, '0'), '' ORDER BY s.i) AS quality_hex,
         bool_or(u.production IS NOT NULL) AS any_production,
         array_agg((u.production * 1000000)::bigint ORDER BY s.i) AS production,
         bool_or(coalesce(u.production_quality, 0) <> 0) AS any_production_quality,
         string_agg(lpad(to_hex(coalesce(u.production_quality, 0)), 2, '0'), '' ORDER BY s.i)
           AS production_quality_hex,
         bool_or(u.reading IS NOT NULL) AS any_reading,
         array_agg((u.reading * 1000000)::bigint ORDER BY s.i) AS reading
  -- A daily value is one interval, on a 23- or 25-hour day too.
  FROM generate_series(0, CASE WHEN d.minutes = 1440 THEN 0
                               ELSE (extract(epoch FROM d.day_end - d.day_start) / 60 / d.minutes)::int - 1 END) s(i)
  LEFT JOIN unnest(d.offsets, d.vals, d.quals, d.prods, d.pquals, d.reads)
         AS u(offset_minutes, value, quality, production, production_quality, reading)
    ON u.offset_minutes = s.i * d.minutes
) b;
--> statement-breakpoint
DROP TABLE "meter_data" CASCADE;--> statement-breakpoint
DROP TABLE "meter_data_hour" CASCADE;--> statement-breakpoint
ALTER TABLE "meter_days" ADD CONSTRAINT "meter_days_metering_point_id_metering_points_id_fk" FOREIGN KEY ("metering_point_id") REFERENCES "public"."metering_points"("id") ON DELETE cascade ON UPDATE no action;