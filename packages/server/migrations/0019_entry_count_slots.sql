-- Entries taken by submitEntry are counted in per-contest slots (contest_entry_counts, one per database session's
-- pid modulo the slot count) instead of competitions.entries_count: 0015's commit-time `entries_count + 1` made
-- every entry's commit of a contest wait for the previous one's row lock, held through its WAL flush (issue 13).
-- A contest's count is entries_count plus its slots. Counts already on the rows stay there: nothing to move.
CREATE TABLE "contest_entry_counts" (
	"contest_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "contest_entry_counts_contest_id_slot_pk" PRIMARY KEY("contest_id","slot")
);
--> statement-breakpoint
ALTER TABLE "contest_entry_counts" ADD CONSTRAINT "contest_entry_counts_contest_id_competitions_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP TRIGGER "posts_count_entry" ON "posts";--> statement-breakpoint
DROP FUNCTION "count_entry_at_commit"();
