-- 0941 incident list counts: the list embeds each incident's hypotheses with their evidence ids
-- (incident_summary?select=...,hypotheses(evidences(id))) to show its counts with its rows. With the
-- id in the index, both levels are index-only scans instead of a heap visit per hypothesis and per
-- piece of evidence. They replace the plain indexes of 0005 on the same columns.

CREATE INDEX hypotheses_incident_id_covering_idx ON hypotheses (incident_id) INCLUDE (id);
DROP INDEX hypotheses_incident_id_idx;
CREATE INDEX evidences_hypothesis_id_covering_idx ON evidences (hypothesis_id) INCLUDE (id);
DROP INDEX evidences_hypothesis_id_idx;
