-- Whether a participant's age group was derived (the import gave none), so a change of the contest's scheme or
-- race date derives it again. Earlier rows cannot tell a derived label from an imported one: they count as
-- imported, except those without a label, which an import leaves to derivation by definition.
ALTER TABLE "participants" ADD COLUMN "age_group_derived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "participants" SET "age_group_derived" = true WHERE "age_group" IS NULL;
