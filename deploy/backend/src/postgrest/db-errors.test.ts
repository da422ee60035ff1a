import { PgrstError } from './errors';
import { fromDatabaseError, statusForSqlState } from './db-errors';

describe('SQLSTATE -> HTTP status', () => {
  it.each([
    ['54000', 'program_limit_exceeded'],
    ['54001', 'statement_too_complex'],
    ['54011', 'too_many_columns'],
    ['54023', 'too_many_arguments'],
    ['54999', 'any other limit of class 54'],
  ])('%s (%s) is a 400: the request asked for more than PostgreSQL builds', (code) => {
    expect(statusForSqlState(code)).toBe(400);
  });

  it.each([
    ['23505', 409],
    ['42501', 403],
    ['42P01', 404],
    ['22P02', 400],
    ['42601', 500],
    ['57014', 504],
    ['53400', 400],
    ['53100', 503],
    ['08006', 503],
    ['40001', 409],
    ['XX000', 503],
  ])('%s is %i', (code, status) => expect(statusForSqlState(code)).toBe(status));

  it('keeps the database message, detail and hint', () => {
    const err = fromDatabaseError({ code: '54001', message: 'stack depth limit exceeded', hint: 'Increase max_stack_depth' });
    expect(err).toBeInstanceOf(PgrstError);
    expect([err.status, err.toJSON()]).toEqual([
      400,
      { code: '54001', message: 'stack depth limit exceeded', details: null, hint: 'Increase max_stack_depth' },
    ]);
  });
});
