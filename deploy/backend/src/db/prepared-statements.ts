/**
 * Named (prepared) statements on PostgreSQL connections: a statement the backend runs again and
 * again is parsed once per connection, and after a few runs PostgreSQL keeps its generic plan
 * instead of planning it on every request (the API's list reads spent more time in the planner
 * than running). Bounded on both sides:
 * - a text is prepared only from its second run among the last `remembered` texts, so statements
 *   that carry values in their text are never prepared;
 * - a connection keeps at most `perConnection` statements; the least recently used one is
 *   deallocated to make room.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** node-postgres's record of the statements a connection has parsed (pg 8: Connection.parsedStatements). */
interface ParsedStatements {
  connection?: { parsedStatements?: Record<string, string> };
}

export class PreparedStatements {
  private readonly seen = new Set<string>();
  private readonly byClient = new WeakMap<pg.PoolClient, Map<string, true>>();

  constructor(
    private readonly perConnection = 200,
    private readonly remembered = 2000,
  ) {}

  /** The name to run `sql` under on this connection, or undefined to run it unnamed. */
  async nameFor(client: pg.PoolClient, sql: string): Promise<string | undefined> {
    const parsed = (client as unknown as ParsedStatements).connection?.parsedStatements;
    if (!parsed) return undefined; // not the node-postgres this was written for: never prepare
    const name = `opsdeck_${createHash('sha1').update(sql).digest('hex')}`;
    let names = this.byClient.get(client);
    if (names?.delete(name)) {
      names.set(name, true);
      return name;
    }
    if (!this.repeated(name)) return undefined;
    if (!names) {
      names = new Map();
      this.byClient.set(client, names);
    }
    if (names.size >= this.perConnection) {
      const oldest = names.keys().next().value!;
      names.delete(oldest);
      // The name is ours (hex digits), never client text.
      await client.query(`DEALLOCATE ${oldest}`).catch(() => undefined);
      delete parsed[oldest];
    }
    names.set(name, true);
    return name;
  }

  /** True from the second sighting of a name among the recently seen ones. */
  private repeated(name: string): boolean {
    if (this.seen.delete(name)) {
      this.seen.add(name);
      return true;
    }
    this.seen.add(name);
    if (this.seen.size > this.remembered) this.seen.delete(this.seen.values().next().value!);
    return false;
  }
}
