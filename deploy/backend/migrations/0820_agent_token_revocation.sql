-- 0820 agents: deleting an agent (soft, deleted_at set, or for good) revokes the access tokens of
-- its person, so a removed agent's token stops working at once.

CREATE OR REPLACE FUNCTION agents_revoke_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.person_id IS NOT NULL THEN
      DELETE FROM access_tokens WHERE person_id = OLD.person_id;
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL AND NEW.person_id IS NOT NULL THEN
    DELETE FROM access_tokens WHERE person_id = NEW.person_id;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER agents_revoke_tokens_on_update
  AFTER UPDATE OF deleted_at ON agents
  FOR EACH ROW EXECUTE FUNCTION agents_revoke_tokens();

CREATE TRIGGER agents_revoke_tokens_on_delete
  BEFORE DELETE ON agents
  FOR EACH ROW EXECUTE FUNCTION agents_revoke_tokens();
