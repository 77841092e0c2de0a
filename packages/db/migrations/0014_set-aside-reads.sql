-- Implausible reads of a results file, set aside instead of refusing the runner (docs/import.md, "Set aside").
CREATE TABLE "set_aside_reads" (
	"contest_key" integer NOT NULL,
	"checkpoint_key" integer NOT NULL,
	"bib" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp(3) with time zone NOT NULL,
	"line" integer,
	"column_name" text,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "set_aside_reads_pkey" PRIMARY KEY("checkpoint_key","bib","source")
);
--> statement-breakpoint
ALTER TABLE "set_aside_reads" ADD CONSTRAINT "set_aside_reads_contest_key_contests_key_fk" FOREIGN KEY ("contest_key") REFERENCES "public"."contests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_aside_reads" ADD CONSTRAINT "set_aside_reads_checkpoint_key_checkpoints_key_fk" FOREIGN KEY ("checkpoint_key") REFERENCES "public"."checkpoints"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "set_aside_reads_contest_bib_idx" ON "set_aside_reads" USING btree ("contest_key","bib");