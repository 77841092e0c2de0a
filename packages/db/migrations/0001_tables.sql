CREATE SEQUENCE "public"."data_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "checkpoints" (
	"key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkpoints_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_key" integer NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"distance_m" integer NOT NULL,
	"order" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "checkpoints_contest_key_id_key" UNIQUE("contest_key","id"),
	CONSTRAINT "checkpoints_kind_check" CHECK ("checkpoints"."kind" in ('start', 'split', 'finish'))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claims_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"contest_key" integer NOT NULL,
	"bib" text NOT NULL,
	"name" text NOT NULL,
	"time" text,
	"problem" text NOT NULL,
	"reason" text NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_reference_key" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contests_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"start_time" timestamp(3) with time zone NOT NULL,
	"distance_m" integer NOT NULL,
	"gender" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"time_basis" text NOT NULL,
	"precision_ms" integer NOT NULL,
	"age_group_scheme" jsonb,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"contact_website" text,
	"organizer_type" text,
	"organizer" text,
	"timing_company" text,
	"contact_country" text,
	"contact_city" text,
	"course_gpx" text,
	"data_version" bigint DEFAULT nextval('data_version_seq') NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"finisher_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contests_event_id_id_key" UNIQUE("event_id","id"),
	CONSTRAINT "contests_gender_check" CHECK ("contests"."gender" in ('m', 'f', 'mf')),
	CONSTRAINT "contests_time_basis_check" CHECK ("contests"."time_basis" in ('gun', 'net')),
	CONSTRAINT "contests_precision_check" CHECK ("contests"."precision_ms" in (1000, 100, 10, 1)),
	CONSTRAINT "contests_distance_check" CHECK ("contests"."distance_m" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"time_zone" text NOT NULL,
	"description" text,
	"data_version" bigint DEFAULT nextval('data_version_seq') NOT NULL,
	"search" text GENERATED ALWAYS AS (search_fold(name)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participants_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"contest_key" integer NOT NULL,
	"bib" text NOT NULL,
	"chip" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"display_name" text NOT NULL,
	"club" text,
	"country" text,
	"nation" text,
	"gender" text NOT NULL,
	"birth_year" smallint,
	"age" smallint,
	"age_group" text,
	"wave_start" timestamp(3) with time zone,
	"timer_status" text,
	"search" text GENERATED ALWAYS AS (search_fold(first_name || ' ' || last_name || ' ' || display_name || ' ' || coalesce(club, ''))) STORED NOT NULL,
	"sort_name" text GENERATED ALWAYS AS (search_fold(last_name || ' ' || first_name)) STORED NOT NULL,
	CONSTRAINT "participants_event_id_id_key" UNIQUE("event_id","id"),
	CONSTRAINT "participants_contest_key_bib_key" UNIQUE("contest_key","bib"),
	CONSTRAINT "participants_gender_check" CHECK ("participants"."gender" in ('m', 'f', 'x')),
	CONSTRAINT "participants_timer_status_check" CHECK ("participants"."timer_status" in ('dnf', 'dns', 'dsq'))
);
--> statement-breakpoint
CREATE TABLE "passings" (
	"contest_key" integer NOT NULL,
	"checkpoint_key" integer NOT NULL,
	"bib" text NOT NULL,
	"at" timestamp(3) with time zone NOT NULL,
	"received_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "passings_pkey" PRIMARY KEY("checkpoint_key","bib","at")
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recordings_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_key" integer NOT NULL,
	"id" text NOT NULL,
	"src" text NOT NULL,
	"starts_at" timestamp(3) with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "recordings_contest_key_id_key" UNIQUE("contest_key","id")
);
--> statement-breakpoint
CREATE TABLE "results" (
	"participant_key" integer PRIMARY KEY NOT NULL,
	"contest_key" integer NOT NULL,
	"gender" text NOT NULL,
	"age_group" text,
	"status" text NOT NULL,
	"gun_time_ms" integer,
	"net_time_ms" integer,
	"official_time_ms" integer,
	"overall_place" integer,
	"gender_place" integer,
	"age_group_place" integer,
	"gap_ms" integer,
	"gender_gap_ms" integer,
	"age_group_gap_ms" integer,
	"diff_ms" integer,
	"pace_ms_per_km" integer,
	"speed_kmh" double precision,
	"last_checkpoint_id" text,
	"last_checkpoint_order" integer,
	"last_from_start_ms" integer,
	"rank" integer NOT NULL,
	"bib_rank" integer NOT NULL,
	"split_at" bigint[],
	"split_from_start_ms" integer[],
	"split_from_previous_ms" integer[],
	"split_segment_m" integer[],
	"split_place" integer[],
	"split_gender_place" integer[],
	"row_hash" bigint NOT NULL,
	CONSTRAINT "results_contest_rank_key" UNIQUE("contest_key","rank")
);
--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_contest_key_contests_key_fk" FOREIGN KEY ("contest_key") REFERENCES "public"."contests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_contest_key_contests_key_fk" FOREIGN KEY ("contest_key") REFERENCES "public"."contests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_contest_key_contests_key_fk" FOREIGN KEY ("contest_key") REFERENCES "public"."contests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_contest_key_contests_key_fk" FOREIGN KEY ("contest_key") REFERENCES "public"."contests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_contest_idx" ON "claims" USING btree ("contest_key","created_at");--> statement-breakpoint
CREATE INDEX "claims_client_idx" ON "claims" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE INDEX "contests_start_time_idx" ON "contests" USING btree ("event_id","start_time");--> statement-breakpoint
CREATE INDEX "events_date_to_idx" ON "events" USING btree ("date_to");--> statement-breakpoint
CREATE INDEX "events_date_from_idx" ON "events" USING btree ("date_from","id");--> statement-breakpoint
CREATE INDEX "events_type_idx" ON "events" USING btree ("type","date_to");--> statement-breakpoint
CREATE INDEX "events_country_idx" ON "events" USING btree ("country","date_to");--> statement-breakpoint
CREATE INDEX "events_city_idx" ON "events" USING btree (search_fold(city),"date_to");--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "participants_sort_name_idx" ON "participants" USING btree ("contest_key","sort_name");--> statement-breakpoint
CREATE INDEX "participants_gender_idx" ON "participants" USING btree ("contest_key","gender");--> statement-breakpoint
CREATE INDEX "participants_age_group_idx" ON "participants" USING btree ("contest_key","age_group");--> statement-breakpoint
CREATE INDEX "participants_country_idx" ON "participants" USING btree ("contest_key","country");--> statement-breakpoint
CREATE INDEX "participants_nation_idx" ON "participants" USING btree ("contest_key","nation");--> statement-breakpoint
CREATE INDEX "participants_club_idx" ON "participants" USING btree ("contest_key",search_fold(club));--> statement-breakpoint
CREATE INDEX "participants_search_trgm_idx" ON "participants" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "passings_contest_at_idx" ON "passings" USING btree ("contest_key","at");--> statement-breakpoint
CREATE INDEX "results_gender_rank_idx" ON "results" USING btree ("contest_key","gender","rank");--> statement-breakpoint
CREATE INDEX "results_age_group_rank_idx" ON "results" USING btree ("contest_key","age_group","rank");--> statement-breakpoint
CREATE INDEX "results_bib_rank_idx" ON "results" USING btree ("contest_key","bib_rank");