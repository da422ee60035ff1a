-- 0040 resource search
-- Indexes for POST /resources/search (src/search): names are matched case-insensitively by prefix
-- (bare words, name=web*) and by suffix (name=*-tls), and results are ordered by lower(name).
-- lower(name) in the C collation serves both the LIKE 'prefix%' range and the order with a plain
-- btree (no text_pattern_ops, no extension); reverse(lower(name)) turns a suffix into a prefix.
-- Portable from PostgreSQL 15 to 18 (PGlite).
CREATE INDEX config_items_search_name_idx ON config_items ((lower(name) COLLATE "C"));
CREATE INDEX config_items_search_name_reverse_idx ON config_items ((reverse(lower(name)) COLLATE "C"));
CREATE INDEX checks_search_name_idx ON checks ((lower(name) COLLATE "C"));
CREATE INDEX checks_search_name_reverse_idx ON checks ((reverse(lower(name)) COLLATE "C"));
CREATE INDEX components_search_name_idx ON components ((lower(name) COLLATE "C"));
CREATE INDEX canaries_search_name_idx ON canaries ((lower(name) COLLATE "C"));
-- Tag equality (namespace=x, cluster=x, tagSelector k=v) is tested as containment, served by GIN.
CREATE INDEX config_items_search_tags_idx ON config_items USING gin (tags jsonb_path_ops);
