// Shared by the engine and HTTP fuzz tests: a replayable random source and hostile values.

/** Deterministic PRNG, so a failing case can be replayed from its seed and index. */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values that break naive SQL building, URL parsing or JSON handling; `target` is the table an injection would hit. */
export function hostileValues(target: string): string[] {
  return [
    `'; DROP TABLE ${target}; --`,
    "' OR '1'='1",
    '") OR 1=1 --',
    `Robert'); DELETE FROM ${target};--`,
    '$1',
    `$$; DROP TABLE ${target}; $$`,
    '\\',
    '\\"',
    '"',
    "'",
    ';',
    '%00',
    '%',
    '%25',
    '\u0000',
    'a\u0000b',
    '💥🚀',
    'ﷺ‮lo',
    'é́́',
    'SELECT * FROM pg_shadow',
    'UNION SELECT 1',
    'pg_sleep(5)',
    'null',
    'NULL',
    'true',
    '*',
    '**',
    '()',
    '(((',
    ')))',
    '{}',
    '{"a":',
    '[1,2',
    '1e309',
    '-0',
    '99999999999999999999999',
    '2026-13-45',
    ' ',
    '',
    'x'.repeat(10_000),
    'now()',
    'current_user',
    '\r\n',
    '::text',
    '->>',
    'a.b.c',
    ',,,',
    'constructor',
    '__proto__',
    'toString',
  ];
}
