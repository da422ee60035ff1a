import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from '../http/backend';
import { buildCompatReport, formatCompatReport, type CompatReport } from './report';

let db: Database;
let report: CompatReport;

beforeAll(async () => {
  db = await createTestDatabase();
  const backend = await createBackend({ db, logRequests: false, strictMissionControl: false });
  report = await buildCompatReport(db, backend.router);
});
afterAll(async () => db?.close());

const verdict = (name: string) => report.lines.find((line) => line.name === name)?.verdict;

describe('compatibility report', () => {
  it('marks relations, functions and endpoints served, different or missing', () => {
    expect(verdict('checks')).toBe('served');
    expect(verdict('config_access_summary')).toBe('served');
    expect(verdict('access_reviews')).toBe('missing');
    expect(verdict('rpc/config_analysis_filter_options')).toBe('served');
    expect(verdict('GET /properties')).toBe('served');
    expect(verdict('GET /artifacts/download/:id')).toBe('different');
    expect(verdict('POST /auth/login')).toBe('missing'); // basic-auth sign-in: this backend signs in through Kratos
  });

  it('finds every column the reference records on the relations it serves', () => {
    expect(report.columns.reference).toBeGreaterThan(1000);
    expect(report.columns.served).toBe(report.columns.reference);
    expect(report.lines.filter((line) => line.verdict === 'different' && line.kind === 'relation')).toEqual([]);
  });

  it('prints one line per item and the totals', () => {
    const text = formatCompatReport(report);
    expect(text).toContain('  served    GET /properties');
    expect(text).toMatch(/relations {2}\d+ served, 0 different, \d+ missing of \d+/);
    expect(text).toMatch(/endpoints {2}\d+ served, 6 different, \d+ missing of 55/);
  });
});
