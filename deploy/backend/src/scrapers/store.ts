/**
 * Saves one scrape of a scraper in one transaction: new items are inserted, changed ones updated
 * with one config change each (change_type `diff`, an RFC 6902 patch from the stored config to
 * the scraped one, and a unified diff), unchanged ones only get their last-scraped time, and
 * items of the scraper that the scrape no longer finds are marked deleted (STALE). Items are
 * matched on (type, external id) within the scraper. Items whose source failed to read this time
 * (a file that no longer parses, a URL that did not answer) are not marked deleted.
 */
import { SCRAPER_DEFAULTS } from '@opsdeck/contracts';
import type { Database, Transaction } from '../db/types';
import { configDifference, type PatchOperation } from './diff';
import type { ScrapedItem } from './extract';

export interface SaveSummary {
  added: number;
  updated: number;
  unchanged: number;
  deleted: number;
  changes: number;
}

interface StoredItem {
  id: string;
  type: string;
  external_id: string[] | null;
  config: unknown;
  name: string | null;
  status: string | null;
  health: string | null;
  description: string | null;
  source: string | null;
  deleted_at: string | null;
}

export interface SaveOptions {
  /** Sources (file paths, URLs) that failed this time: their items are kept as they are. */
  failedOrigins?: ReadonlySet<string>;
  /** False when a whole source failed: nothing is marked deleted. */
  markVanished: boolean;
}

const keyOf = (type: string, externalId: string) => `${type}\u0000${externalId}`;

/** A short summary of a patch: the paths it touches. */
function summaryOf(patches: readonly PatchOperation[]): string {
  const paths = [...new Set(patches.map((op) => op.path.split('/').slice(1, 4).join('.') || '(root)'))];
  const shown = paths.slice(0, 5).join(', ');
  return paths.length > 5 ? `${shown} and ${paths.length - 5} more` : shown;
}

const BATCH = 2_000;
const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) => list.slice(i * BATCH, (i + 1) * BATCH));

async function insertItems(tx: Transaction, scraperId: string, items: readonly ScrapedItem[]): Promise<void> {
  for (const chunk of chunks(items)) {
    const rows = chunk.map((item) => ({
      external_id: item.externalId,
      type: item.type,
      config_class: item.configClass,
      name: item.name,
      config: item.config,
      status: item.status,
      health: item.health,
      description: item.description,
      labels: item.labels,
      tags: item.tags,
      source: item.origin,
    }));
    await tx.query(
      `WITH inserted AS (
         INSERT INTO config_items (scraper_id, external_id, type, config_class, name, config, status, health, description, labels, tags, source)
         SELECT $1::uuid, ARRAY[x.external_id], x.type, x.config_class, x.name, x.config, x.status, x.health, x.description, x.labels, x.tags, x.source
         FROM jsonb_to_recordset($2::jsonb) AS x(external_id text, type text, config_class text, name text, config jsonb, status text,
                                                 health text, description text, labels jsonb, tags jsonb, source text)
         RETURNING id)
       INSERT INTO config_items_last_scraped_time (config_id) SELECT id FROM inserted`,
      [scraperId, JSON.stringify(rows)],
    );
  }
}

/** Updates changed items in batches; a vanished item found again is no longer deleted. */
async function updateItems(tx: Transaction, updated: readonly { id: string; item: ScrapedItem }[]): Promise<void> {
  for (const chunk of chunks(updated)) {
    const rows = chunk.map(({ id, item }) => ({
      id,
      config: item.config,
      name: item.name,
      status: item.status,
      health: item.health,
      description: item.description,
      labels: item.labels,
      tags: item.tags,
      source: item.origin,
    }));
    await tx.query(
      `UPDATE config_items c SET config = x.config, name = x.name, status = x.status, health = x.health, description = x.description,
         labels = x.labels, tags = x.tags, source = x.source, updated_at = now(), deleted_at = NULL, delete_reason = NULL
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, config jsonb, name text, status text, health text, description text,
                                               labels jsonb, tags jsonb, source text)
       WHERE c.id = x.id`,
      [JSON.stringify(rows)],
    );
  }
}

export async function saveScrape(
  db: Database,
  scraperId: string,
  scraped: readonly ScrapedItem[],
  options: SaveOptions,
): Promise<SaveSummary> {
  const summary: SaveSummary = { added: 0, updated: 0, unchanged: 0, deleted: 0, changes: 0 };
  await db.transaction(async (tx) => {
    // One scrape of a scraper at a time, whichever process runs it.
    await tx.query('SELECT id FROM config_scrapers WHERE id = $1::uuid FOR UPDATE', [scraperId]);
    const { rows } = await tx.query<StoredItem>(
      `SELECT id::text AS id, type, external_id, config, name, status, health, description, source, deleted_at
       FROM config_items WHERE scraper_id = $1::uuid`,
      [scraperId],
    );
    const stored = new Map<string, StoredItem>();
    for (const row of rows) for (const externalId of row.external_id ?? []) stored.set(keyOf(row.type, externalId), row);
    const seen = new Map<string, ScrapedItem>();
    for (const item of scraped) seen.set(keyOf(item.type, item.externalId), item);

    const added: ScrapedItem[] = [];
    const updated: { id: string; item: ScrapedItem }[] = [];
    const touched: string[] = [];
    const changes: { config_id: string; summary: string; patches: PatchOperation[]; diff: string; source: string }[] = [];
    for (const [key, item] of seen) {
      const row = stored.get(key);
      if (!row) {
        added.push(item);
        continue;
      }
      touched.push(row.id);
      const difference = configDifference(row.config, item.config);
      const metaChanged =
        row.name !== item.name ||
        row.status !== item.status ||
        row.health !== item.health ||
        row.description !== item.description;
      if (!difference && !metaChanged && !row.deleted_at) {
        summary.unchanged += 1;
        continue;
      }
      updated.push({ id: row.id, item });
      summary.updated += 1;
      if (difference)
        changes.push({
          config_id: row.id,
          summary: summaryOf(difference.patches),
          ...difference,
          source: SCRAPER_DEFAULTS.changeSource,
        });
    }
    await updateItems(tx, updated);
    if (added.length) await insertItems(tx, scraperId, added);
    summary.added = added.length;
    for (const chunk of chunks(changes)) {
      await tx.query(
        `INSERT INTO config_changes (config_id, change_type, severity, source, summary, patches, diff)
         SELECT x.config_id, 'diff', 'info', x.source, x.summary, x.patches, x.diff
         FROM jsonb_to_recordset($1::jsonb) AS x(config_id uuid, source text, summary text, patches jsonb, diff text)`,
        [JSON.stringify(chunk)],
      );
    }
    summary.changes = changes.length;
    for (const chunk of chunks(touched)) {
      await tx.query(
        `INSERT INTO config_items_last_scraped_time (config_id, last_scraped_time) SELECT unnest($1::uuid[]), now()
         ON CONFLICT (config_id) DO UPDATE SET last_scraped_time = EXCLUDED.last_scraped_time`,
        [chunk],
      );
    }
    if (options.markVanished) {
      const vanished = rows
        .filter((row) => !row.deleted_at && !(row.external_id ?? []).some((externalId) => seen.has(keyOf(row.type, externalId))))
        .filter((row) => !row.source || !options.failedOrigins?.has(row.source))
        .map((row) => row.id);
      for (const chunk of chunks(vanished)) {
        await tx.query(`UPDATE config_items SET deleted_at = now(), delete_reason = $2 WHERE id = ANY($1::uuid[])`, [
          chunk,
          SCRAPER_DEFAULTS.deleteReason,
        ]);
      }
      summary.deleted = vanished.length;
    }
  });
  return summary;
}
