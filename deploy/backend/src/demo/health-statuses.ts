import type { SeedContext } from './context';

/**
 * What seeded results of each check type say: the message of a pass, the errors of a failure
 * (picked per result) and the error of a run that hit its timeout.
 */
const SEEDED_RESULT_TEXT: Record<string, { ok: string; errors: string[]; timeout: string }> = {
  http: {
    ok: 'HTTP 200 OK',
    errors: ['HTTP 503 Service Unavailable', 'HTTP 502 Bad Gateway', 'connect ECONNREFUSED', 'HTTP 500 Internal Server Error'],
    timeout: 'timeout after 10000ms',
  },
  tcp: { ok: 'connected', errors: ['connect ECONNREFUSED', 'connect EHOSTUNREACH'], timeout: 'timeout after 10000ms connecting' },
  dns: {
    ok: '1 A record found',
    errors: ['lookup: no such host', 'expected at least 1 record, got 0', 'SERVFAIL from resolver'],
    timeout: 'i/o timeout after 10s',
  },
  icmp: { ok: '0% packet loss', errors: ['100% packet loss', '40% packet loss'], timeout: 'no reply within 10s' },
  kubernetes: {
    ok: 'all pods ready',
    errors: ['1 of 3 pods not ready', 'pod in CrashLoopBackOff', '0 of 2 pods ready'],
    timeout: 'timed out listing pods after 10s',
  },
  postgres: {
    ok: 'query returned 1 row',
    errors: ['connection refused', 'expected 1 row, got 0', 'password authentication failed'],
    timeout: 'query timed out after 10s',
  },
  s3: { ok: 'object written and read back', errors: ['AccessDenied', 'NoSuchBucket'], timeout: 'RequestTimeout after 10s' },
  prometheus: {
    ok: 'query returned true',
    errors: ['query returned false', 'query returned no series'],
    timeout: 'prometheus did not answer within 10s',
  },
  alertmanager: {
    ok: 'no alerts firing',
    errors: ['2 alerts firing', '1 alert firing'],
    timeout: 'alertmanager did not answer within 10s',
  },
  exec: { ok: 'exit code 0', errors: ['exit code 1', 'exit code 2'], timeout: 'script killed after 10s' },
};
const DEFAULT_RESULT_TEXT = { ok: 'passed', errors: ['failed'], timeout: 'timeout after 10s' };

/**
 * 90 days of results per check, denser towards now (5 min over the last hour, 20 min over the
 * last day, 2 h over the last week, 12 h before), all in one set-based statement. Outcomes and
 * durations derive from md5 of (check, time), so they are deterministic; unhealthy checks fail
 * since their last transition, healthy ones fail ~2% of the time plus an occasional bad window.
 *
 * They are sample history, not results of this backend's runner: each says what its type would
 * report, and its details carry `imported: true`, which the check modal shows on the row.
 */
export async function generateCheckStatuses(ctx: SeedContext): Promise<void> {
  await ctx.tx.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message, error, details, invalid, created_at)
     SELECT c.id, s.time,
            CASE WHEN s.timed_out THEN 10000 ELSE c.base_ms + s.h % (c.base_ms + 1) END,
            s.ok,
            CASE WHEN s.ok THEN c.texts->>'ok' END,
            e.error,
            jsonb_build_object('imported', true)
              || CASE WHEN c.type <> 'http' THEN '{}'::jsonb
                      WHEN s.ok THEN '{"code":200}'::jsonb
                      WHEN e.error LIKE 'HTTP %' THEN jsonb_build_object('code', substr(e.error, 6, 3)::int)
                      ELSE '{}'::jsonb END,
            false,
            s.time
     FROM (
       SELECT ch.id, ch.type, ch.status, ch.last_transition_time, ch.created_at, ch.deleted_at,
              COALESCE($2::jsonb->ch.type, $3::jsonb) AS texts,
              20 + (('x' || substr(md5(ch.id::text), 1, 8))::bit(32)::int & 2147483647) % 380 AS base_ms,
              (('x' || substr(md5(ch.id::text), 9, 8))::bit(32)::int & 2147483647) % 240 AS jitter_s,
              (('x' || substr(md5(ch.id::text), 17, 8))::bit(32)::int & 2147483647) % 61 AS bad_slot
       FROM checks ch
     ) AS c
     CROSS JOIN LATERAL (
       SELECT t.time,
              (('x' || substr(md5(c.id::text || ':' || extract(epoch FROM t.time)::bigint), 1, 8))::bit(32)::int & 2147483647) AS h
       FROM (
         SELECT g - c.jitter_s * interval '1 second' AS time
         FROM generate_series($1::timestamptz - interval '55 minutes', $1::timestamptz, interval '5 minutes') AS g
         UNION ALL
         SELECT g - c.jitter_s * interval '1 second'
         FROM generate_series($1::timestamptz - interval '24 hours', $1::timestamptz - interval '61 minutes', interval '20 minutes') AS g
         UNION ALL
         SELECT g - c.jitter_s * interval '1 second'
         FROM generate_series($1::timestamptz - interval '7 days', $1::timestamptz - interval '25 hours', interval '2 hours') AS g
         UNION ALL
         SELECT g - c.jitter_s * interval '1 second'
         FROM generate_series($1::timestamptz - interval '90 days', $1::timestamptz - interval '169 hours', interval '12 hours') AS g
       ) AS t
       WHERE t.time >= c.created_at AND (c.deleted_at IS NULL OR t.time <= c.deleted_at)
     ) AS r
     CROSS JOIN LATERAL (
       SELECT r.time, r.h,
              CASE
                WHEN c.status = 'unhealthy' AND r.time >= c.last_transition_time THEN r.h % 10 = 0
                WHEN r.time > $1::timestamptz - interval '15 minutes' THEN true
                WHEN (extract(epoch FROM r.time)::bigint / 21600) % 61 = c.bad_slot THEN r.h % 2 = 0
                ELSE r.h % 1000 >= 20
              END AS ok
     ) AS s0
     CROSS JOIN LATERAL (SELECT s0.*, NOT s0.ok AND s0.h % 4 = 0 AS timed_out) AS s
     CROSS JOIN LATERAL (
       SELECT CASE WHEN s.timed_out THEN c.texts->>'timeout'
                   WHEN NOT s.ok THEN c.texts->'errors'->>(s.h % jsonb_array_length(c.texts->'errors')) END AS error
     ) AS e`,
    [ctx.now.toISOString(), JSON.stringify(SEEDED_RESULT_TEXT), JSON.stringify(DEFAULT_RESULT_TEXT)],
  );
  // Last run bookkeeping follows the newest result.
  await ctx.tx.query(
    `INSERT INTO checks_unlogged (check_id, canary_id, last_runtime, next_runtime)
     SELECT c.id, c.canary_id, m.last, m.last + interval '1 minute'
     FROM checks c
     JOIN (SELECT check_id, max(time) AS last FROM check_statuses GROUP BY check_id) AS m ON m.check_id = c.id
     ON CONFLICT (check_id) DO UPDATE SET last_runtime = EXCLUDED.last_runtime, next_runtime = EXCLUDED.next_runtime`,
  );
  await ctx.tx.query(
    `UPDATE checks c SET last_runtime = u.last_runtime
     FROM checks_unlogged u WHERE u.check_id = c.id`,
  );
}
