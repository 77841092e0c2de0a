-- Web Push alerts for followed runners (docs/alerts.md): subscriptions, the runners they follow, the delivery outbox
-- (one row per subscription, runner and topic: exactly once) and the keys the site keeps (the VAPID pair).
CREATE TABLE "push_follows" (
	"subscription_key" integer NOT NULL,
	"contest_key" integer NOT NULL,
	"bib" text NOT NULL,
	CONSTRAINT "push_follows_pkey" PRIMARY KEY("subscription_key","contest_key","bib")
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_outbox_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_key" integer NOT NULL,
	"contest_key" integer NOT NULL,
	"bib" text NOT NULL,
	"topic" text NOT NULL,
	"state" text NOT NULL,
	"payload" jsonb,
	"read_at" timestamp(3) with time zone,
	"ttl_seconds" integer DEFAULT 3600 NOT NULL,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp(3) with time zone,
	"last_error" text,
	CONSTRAINT "push_outbox_alert_key" UNIQUE("subscription_key","contest_key","bib","topic")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"locale" text NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"delete_after" timestamp(3) with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_event_key" UNIQUE("endpoint","event_id")
);
--> statement-breakpoint
CREATE TABLE "site_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_follows" ADD CONSTRAINT "push_follows_subscription_key_push_subscriptions_key_fk" FOREIGN KEY ("subscription_key") REFERENCES "public"."push_subscriptions"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_follows" ADD CONSTRAINT "push_follows_contest_key_contests_key_fk" FOREIGN KEY ("contest_key") REFERENCES "public"."contests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_key_push_subscriptions_key_fk" FOREIGN KEY ("subscription_key") REFERENCES "public"."push_subscriptions"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_follows_contest_bib_idx" ON "push_follows" USING btree ("contest_key","bib");--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_client_idx" ON "push_subscriptions" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_delete_after_idx" ON "push_subscriptions" USING btree ("delete_after");