-- 0900 identities: an identity set inactive, by POST /people/update or by any other write
-- (an administrator's PATCH /db/identities included), loses its sessions in the same statement,
-- so nobody stays signed in as a deactivated person. Access tokens of an inactive identity are
-- refused where they are checked (authz/tokens.ts).

CREATE OR REPLACE FUNCTION identities_end_sessions_when_inactive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'inactive' AND OLD.state IS DISTINCT FROM 'inactive' THEN
    UPDATE kratos.sessions SET active = false WHERE identity_id = NEW.id AND active;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER identities_end_sessions_when_inactive
  AFTER UPDATE OF state ON identities
  FOR EACH ROW EXECUTE FUNCTION identities_end_sessions_when_inactive();
