-- 0988 send history page: the indexes serve the page's whole order.
--   The page reads the newest rows first, `ORDER BY created_at DESC, id DESC` (id breaks ties so
--   pages never overlap), with `status = ...` when filtered. Filtered, the planner walked the
--   created_at index and dropped five rows of every six (a status is one of six), for the page and
--   again for the capped count (12,000 index entries for 2,001 counted, at 1,000,000 rows): about
--   75 ms on the embedded database. With (status, created_at DESC, id DESC) both read only the rows
--   they return, already in order; (created_at DESC, id DESC) does the same without a filter. Each
--   replaces the index it extends (same leading columns, so every other use is still served).

CREATE INDEX notification_send_history_status_created_id_idx
  ON notification_send_history (status, created_at DESC, id DESC);
DROP INDEX IF EXISTS notification_send_history_status_created_at_idx;

CREATE INDEX notification_send_history_created_id_idx
  ON notification_send_history (created_at DESC, id DESC);
DROP INDEX IF EXISTS notification_send_history_created_at_idx;
