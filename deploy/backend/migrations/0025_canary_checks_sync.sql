-- 0025 canary spec -> checks, as canary-checker persists a canary (PersistCanaryModel)
-- Creates:
--   * checks_canary_id_type_name_agent_id_key: one check per canary, type, name and agent (duty's key).
--   * canary_check_entries(spec): the checks a canary spec lists, one row per entry of each
--     check-type array (`http: [...]`, `dns: [...]`, ...), keyed by type and name.
--   * sync_canary_checks trigger: on every insert of a canary and every update of its spec,
--     namespace, agent or deleted_at, upserts one check per entry (spec, description, icon,
--     labels, owner, severity; a soft-deleted check with the same key comes back with its history),
--     soft-deletes the canary's checks that are no longer listed, and soft-deletes all its checks
--     (and their component links) when the canary is soft-deleted. A trigger, so every writer
--     (PostgREST, seeds, psql) keeps the checks in step. Unchanged checks are not rewritten.
--     Bulk loads that write their checks themselves switch it off for their transaction with
--     SET LOCAL opsdeck.skip_check_sync = 'on'.
--   * backfill: checks of already deleted canaries are deleted; entries of live canaries that
--     have no check yet get one (nothing existing is changed or removed).

CREATE UNIQUE INDEX checks_canary_id_type_name_agent_id_key ON checks (canary_id, type, name, agent_id);

-- Name: the entry's name, else its description (as canary-checker does), else its target, else
-- the type. Two entries with the same type and name are one check: the later one wins.
CREATE FUNCTION canary_check_entries(p_spec jsonb)
RETURNS TABLE (check_type text, check_name text, entry jsonb)
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT ON (e.check_type, e.check_name) e.check_type, e.check_name, e.entry
  FROM (
    SELECT t.key AS check_type,
           COALESCE(NULLIF(btrim(i.value->>'name'), ''), NULLIF(btrim(i.value->>'description'), ''),
                    NULLIF(btrim(i.value->>'url'), ''), NULLIF(btrim(i.value->>'endpoint'), ''), t.key) AS check_name,
           i.value AS entry, t.ord, i.n
    FROM jsonb_each(CASE WHEN jsonb_typeof(p_spec) = 'object' THEN p_spec ELSE '{}'::jsonb END) WITH ORDINALITY AS t(key, value, ord)
    CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(t.value) = 'array' THEN t.value ELSE '[]'::jsonb END)
      WITH ORDINALITY AS i(value, n)
    WHERE jsonb_typeof(i.value) = 'object'
  ) AS e
  ORDER BY e.check_type, e.check_name, e.n DESC
$$;

-- The check rows a canary's spec asks for (checks.namespace defaults to the canary's, owner and
-- severity fall back to the canary-wide values).
CREATE FUNCTION canary_check_rows(p_canary canaries)
RETURNS TABLE (canary_id uuid, agent_id uuid, type text, name text, namespace text, description text, icon text,
               spec jsonb, labels jsonb, owner text, severity text)
LANGUAGE sql STABLE AS $$
  SELECT p_canary.id, p_canary.agent_id, e.check_type, e.check_name,
         COALESCE(NULLIF(e.entry->>'namespace', ''), p_canary.namespace),
         NULLIF(e.entry->>'description', ''),
         COALESCE(NULLIF(e.entry->>'icon', ''), NULLIF(p_canary.spec->>'icon', '')),
         e.entry,
         CASE WHEN jsonb_typeof(e.entry->'labels') = 'object' THEN e.entry->'labels' END,
         NULLIF(p_canary.spec->>'owner', ''),
         COALESCE(NULLIF(e.entry->>'severity', ''), NULLIF(p_canary.spec->>'severity', ''))
  FROM canary_check_entries(p_canary.spec) AS e
$$;

CREATE FUNCTION upsert_canary_checks(p_canary canaries) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO checks AS c (canary_id, agent_id, type, name, namespace, description, icon, spec, labels, owner,
                           severity, transformed, created_at, updated_at)
  SELECT r.*, false, now(), now() FROM canary_check_rows(p_canary) AS r
  ON CONFLICT (canary_id, type, name, agent_id) DO UPDATE SET
    namespace = EXCLUDED.namespace, description = EXCLUDED.description, icon = EXCLUDED.icon, spec = EXCLUDED.spec,
    labels = EXCLUDED.labels, owner = EXCLUDED.owner, severity = EXCLUDED.severity, deleted_at = NULL, updated_at = now()
  -- Rewriting an unchanged check would only churn its row (and the summary's change detection).
  WHERE (c.namespace, c.description, c.icon, c.spec, c.labels, c.owner, c.severity, c.deleted_at)
        IS DISTINCT FROM (EXCLUDED.namespace, EXCLUDED.description, EXCLUDED.icon, EXCLUDED.spec, EXCLUDED.labels,
                          EXCLUDED.owner, EXCLUDED.severity, NULL::timestamptz)
$$;

CREATE FUNCTION sync_canary_checks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF COALESCE(current_setting('opsdeck.skip_check_sync', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF NEW.deleted_at IS NOT NULL THEN
    UPDATE checks SET deleted_at = NEW.deleted_at, updated_at = now()
    WHERE canary_id = NEW.id AND deleted_at IS NULL;
    UPDATE check_component_relationships SET deleted_at = NEW.deleted_at, updated_at = now()
    WHERE canary_id = NEW.id AND deleted_at IS NULL;
    RETURN NULL;
  END IF;
  PERFORM upsert_canary_checks(NEW);
  -- Checks the spec no longer lists (transformed checks are created by runs, not by the spec).
  UPDATE checks c SET deleted_at = now(), updated_at = now()
  WHERE c.canary_id = NEW.id AND c.deleted_at IS NULL AND c.transformed IS NOT TRUE
    AND NOT EXISTS (
      SELECT 1 FROM canary_check_entries(NEW.spec) AS e
      WHERE e.check_type = c.type AND e.check_name = c.name AND c.agent_id = NEW.agent_id
    );
  RETURN NULL;
END
$$;

CREATE TRIGGER canaries_sync_checks_insert AFTER INSERT ON canaries
  FOR EACH ROW EXECUTE FUNCTION sync_canary_checks();
CREATE TRIGGER canaries_sync_checks_update AFTER UPDATE OF spec, namespace, agent_id, deleted_at ON canaries
  FOR EACH ROW
  WHEN (OLD.spec IS DISTINCT FROM NEW.spec OR OLD.namespace IS DISTINCT FROM NEW.namespace
        OR OLD.agent_id IS DISTINCT FROM NEW.agent_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION sync_canary_checks();

UPDATE checks c SET deleted_at = ca.deleted_at
FROM canaries ca
WHERE ca.id = c.canary_id AND ca.deleted_at IS NOT NULL AND c.deleted_at IS NULL;

INSERT INTO checks (canary_id, agent_id, type, name, namespace, description, icon, spec, labels, owner, severity,
                    transformed, created_at, updated_at)
SELECT r.*, false, now(), now()
FROM canaries ca
CROSS JOIN LATERAL canary_check_rows(ca) AS r
WHERE ca.deleted_at IS NULL
ON CONFLICT (canary_id, type, name, agent_id) DO NOTHING;
