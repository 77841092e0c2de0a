-- The units a contest's pages show pace and speed in (per km or per mile, km/h or mph). Every existing contest
-- keeps the metric units it was shown in; the API gives both units either way.
ALTER TABLE "contests" ADD COLUMN "pace_unit" text DEFAULT 'min_per_km' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "speed_unit" text DEFAULT 'kmh' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_pace_unit_check" CHECK ("contests"."pace_unit" in ('min_per_km', 'min_per_mile'));--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_speed_unit_check" CHECK ("contests"."speed_unit" in ('kmh', 'mph'));