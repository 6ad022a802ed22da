CREATE TABLE "saved_receivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"label" text NOT NULL,
	"usable_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_kind_check";--> statement-breakpoint
ALTER TABLE "saved_receivers" ADD CONSTRAINT "saved_receivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_receivers" ADD CONSTRAINT "saved_receivers_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_receivers_user_receiver_key" ON "saved_receivers" USING btree ("user_id","receiver_id");--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_kind_check" CHECK ("security_events"."kind" in ('signin', 'passwordChange', 'passwordReset', 'twoFactorOn', 'twoFactorOff', 'freeze', 'unfreezeRequested', 'antiPhishingCode', 'usdtAddress', 'addressSaved', 'addressOnlyOff', 'passkeyAdded', 'passkeyRemoved', 'operatorSignin', 'receiverSaved'));