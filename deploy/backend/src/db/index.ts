export type { Database, QueryResult, Queryable, Transaction, TransactionOptions } from './types';
export { StatementTimeoutError } from './types';
export { openDatabase, defaultDataDir, repoRoot, type OpenDatabaseOptions } from './open-database';
export { migrate, loadMigrations, migrationsFingerprint, MIGRATIONS_DIR, type Migration, type MigrateResult } from './migrate';
export { NIL_UUID, SYSTEM_PERSON_ID, LOCAL_AGENT_ID, SYSTEM_SCRAPER_ID } from './constants';
export { loadViewLineage, type ViewColumnOrigin } from './view-lineage';
export { findForeignKeyViolations, type ForeignKeyViolation } from './integrity';
