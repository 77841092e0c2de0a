-- The organiser's privacy flag (docs/privacy.md): a participant shown anonymously has their name stored empty, and
-- the check makes that an invariant of the table, so no read can leak a hidden name.
ALTER TABLE "participants" ADD COLUMN "name_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_hidden_name_check" CHECK (not "participants"."name_hidden" or ("participants"."first_name" = '' and "participants"."last_name" = '' and "participants"."display_name" = ''));