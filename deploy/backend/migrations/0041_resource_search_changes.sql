-- 0041 resource search over config changes and insights
-- A change is found by its summary (bare words, name=, summary=): lower(summary) in the C
-- collation serves prefix matches, as 0040 does for names. Portable from PostgreSQL 15 to 18.
CREATE INDEX config_changes_search_summary_idx ON config_changes ((lower(summary) COLLATE "C"));
-- Insights are found by their analyzer the same way.
CREATE INDEX config_analysis_search_analyzer_idx ON config_analysis ((lower(analyzer) COLLATE "C"));
