-- An entry counts toward its contest's entries_count when its transaction commits (a deferred constraint trigger),
-- so the contest row, which every entry of a contest updates, is locked for the commit alone and not for the round
-- trips before it. Only inserts that ask for it (submitEntry sets chorus.count_entry for its transaction) count:
-- seeds, imports and tests that write entries set the counters themselves.
CREATE FUNCTION count_entry_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE competitions SET entries_count = entries_count + 1, updated_at = now() WHERE id = NEW.contest_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER posts_count_entry AFTER INSERT ON posts DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (current_setting('chorus.count_entry', true) = 'on') EXECUTE FUNCTION count_entry_at_commit();
