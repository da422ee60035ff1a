-- 0940 incidents at scale: indexes in the order the console reads.
--   * The incident list sorts incident_summary by created_at DESC NULLS LAST (PostgREST's
--     nullslast): the index of 0005 is DESC NULLS FIRST and cannot serve it, so the first page
--     sorted every incident; with this one it reads the page's rows in index order.
--   * The detail page reads an incident's comments and hypotheses oldest first: (incident_id,
--     created_at) returns them in order instead of sorting each time.

CREATE INDEX incidents_created_at_nulls_last_idx ON incidents (created_at DESC NULLS LAST);
CREATE INDEX comments_incident_created_idx ON comments (incident_id, created_at);
CREATE INDEX hypotheses_incident_created_idx ON hypotheses (incident_id, created_at);
