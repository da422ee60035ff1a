-- 0740 incidents: validation of writes, and the state of incident rules.
--   * incidents: status and severity must be known values (400 with the list otherwise);
--     moving to resolved or closed stamps `resolved` / `closed` when the writer left them out.
--   * hypotheses: known type and status; the tree goes root, then factor, then solution, inside
--     one incident (a root has no parent, a factor hangs under a root, a solution under a factor).
--   * evidences: every resource it points at must exist (a clear 400 instead of a 409 from the
--     foreign key), and the hypothesis too.
--   The errors are check_violation (SQLSTATE 23514): the API answers 400 with the message.
--   * opsdeck_runner.incident_rule_matches: one row per (rule, resource) while the resource fails,
--     holding the incident the rule opened for it; a partial unique index keeps it to one open
--     match, so two processes evaluating rules can never open duplicates.
--   * the 'incident-rules' lease row: the process that locks it (FOR UPDATE SKIP LOCKED) evaluates.

CREATE FUNCTION incidents_validate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status NOT IN ('new', 'open', 'investigating', 'mitigated', 'resolved', 'closed') THEN
    RAISE EXCEPTION 'unknown incident status "%": use one of new, open, investigating, mitigated, resolved, closed', NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  -- The link dialog also offers info and warning; older records hold the numeric codes 0 to 4.
  IF lower(NEW.severity) NOT IN ('info', 'warning', 'low', 'medium', 'high', 'critical', 'blocker', '0', '1', '2', '3', '4') THEN
    RAISE EXCEPTION 'unknown incident severity "%": use one of low, medium, high, critical, blocker (or info, warning)', NEW.severity
      USING ERRCODE = 'check_violation';
  END IF;
  IF btrim(NEW.title) = '' THEN
    RAISE EXCEPTION 'an incident needs a title' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    IF NEW.status = 'resolved' AND NEW.resolved IS NULL THEN NEW.resolved := now(); END IF;
    IF NEW.status = 'closed' AND NEW.closed IS NULL THEN NEW.closed := now(); END IF;
    IF NEW.status NOT IN ('new', 'open') AND NEW.acknowledged IS NULL THEN NEW.acknowledged := now(); END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN NEW.updated_at := now(); END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER incidents_validate BEFORE INSERT OR UPDATE ON incidents
  FOR EACH ROW EXECUTE FUNCTION incidents_validate();

CREATE FUNCTION hypotheses_validate() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  parent record;
BEGIN
  IF NEW.type NOT IN ('root', 'factor', 'solution') THEN
    RAISE EXCEPTION 'unknown hypothesis type "%": use root, factor or solution', NEW.type USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status NOT IN ('proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven') THEN
    RAISE EXCEPTION 'unknown hypothesis status "%": use one of proven, likely, possible, unlikely, improbable, disproven', NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM incidents WHERE id = NEW.incident_id) THEN
    RAISE EXCEPTION 'incident % does not exist', NEW.incident_id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.parent_id IS NULL THEN
    IF NEW.type <> 'root' THEN
      RAISE EXCEPTION 'a % hypothesis needs a parent: the tree goes root, then factor, then solution', NEW.type
        USING ERRCODE = 'check_violation';
    END IF;
  ELSE
    SELECT id, type, incident_id INTO parent FROM hypotheses WHERE id = NEW.parent_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'parent hypothesis % does not exist', NEW.parent_id USING ERRCODE = 'check_violation';
    END IF;
    IF parent.incident_id <> NEW.incident_id THEN
      RAISE EXCEPTION 'the parent hypothesis belongs to another incident' USING ERRCODE = 'check_violation';
    END IF;
    IF NOT ((parent.type = 'root' AND NEW.type = 'factor') OR (parent.type = 'factor' AND NEW.type = 'solution')) THEN
      RAISE EXCEPTION 'a % hypothesis cannot hang under a % hypothesis: the tree goes root, then factor, then solution', NEW.type, parent.type
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.type IS DISTINCT FROM OLD.type
     AND EXISTS (SELECT 1 FROM hypotheses WHERE parent_id = NEW.id) THEN
    RAISE EXCEPTION 'the type of a hypothesis with children cannot change' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'UPDATE' THEN NEW.updated_at := now(); END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER hypotheses_validate BEFORE INSERT OR UPDATE ON hypotheses
  FOR EACH ROW EXECUTE FUNCTION hypotheses_validate();

CREATE FUNCTION evidences_validate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM hypotheses WHERE id = NEW.hypothesis_id) THEN
    RAISE EXCEPTION 'hypothesis % does not exist', NEW.hypothesis_id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.config_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM config_items WHERE id = NEW.config_id) THEN
    RAISE EXCEPTION 'evidence points at config item %, which does not exist', NEW.config_id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.config_change_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM config_changes WHERE id = NEW.config_change_id) THEN
    RAISE EXCEPTION 'evidence points at config change %, which does not exist', NEW.config_change_id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.config_analysis_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM config_analysis WHERE id = NEW.config_analysis_id) THEN
    RAISE EXCEPTION 'evidence points at config insight %, which does not exist', NEW.config_analysis_id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.component_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM components WHERE id = NEW.component_id) THEN
    RAISE EXCEPTION 'evidence points at component %, which does not exist', NEW.component_id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.check_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM checks WHERE id = NEW.check_id) THEN
    RAISE EXCEPTION 'evidence points at check %, which does not exist', NEW.check_id USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'UPDATE' THEN NEW.updated_at := now(); END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER evidences_validate BEFORE INSERT OR UPDATE ON evidences
  FOR EACH ROW EXECUTE FUNCTION evidences_validate();

-- The list's filters (status has its index since 0005).
CREATE INDEX incidents_severity_idx ON incidents (severity);
CREATE INDEX incidents_type_idx ON incidents (type);
CREATE INDEX incidents_commander_id_idx ON incidents (commander_id);
CREATE INDEX responders_person_id_idx ON responders (person_id) WHERE person_id IS NOT NULL;
CREATE INDEX comments_created_by_idx ON comments (created_by);

CREATE TABLE opsdeck_runner.incident_rule_matches (
  id uuid PRIMARY KEY DEFAULT generate_ulid(),
  rule_id uuid NOT NULL REFERENCES incident_rules (id) ON DELETE CASCADE,
  resource_kind text NOT NULL CHECK (resource_kind IN ('check', 'component')),
  resource_id uuid NOT NULL,
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  opened_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE UNIQUE INDEX incident_rule_matches_open_key ON opsdeck_runner.incident_rule_matches (rule_id, resource_id)
  WHERE closed_at IS NULL;
CREATE INDEX incident_rule_matches_incident_idx ON opsdeck_runner.incident_rule_matches (incident_id);

INSERT INTO opsdeck_runner.leases (name, next_at, last_at) VALUES ('incident-rules', now(), now())
ON CONFLICT (name) DO NOTHING;
