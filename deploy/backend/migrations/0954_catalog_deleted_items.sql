-- 0954 deleted config items by id
-- The changes feed of live items reads the changes alone and leaves out those of deleted items
-- (src/catalog/changes.ts): this index finds whether a change's item is deleted without reading
-- the item, and stays as small as the deleted items are few.
CREATE INDEX config_items_deleted_id_idx ON config_items (id) WHERE deleted_at IS NOT NULL;
