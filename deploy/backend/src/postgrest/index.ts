// PostgREST-compatible query engine over the introspected schema (reference sections 2-3).
export { createEngine, type Engine, type EngineOptions, type EngineRequest } from './engine';
export type { EngineResponse } from './response';
export { PgrstError, type PgrstErrorBody } from './errors';
export { loadSchemaModel } from './schema/model';
export type { SchemaModel, RelationInfo, ColumnInfo, FunctionInfo, ForeignKey } from './schema/types';
export { TIMESTAMP_FILTER_COLUMNS, expandMissionControlFilters } from './parse/mc-filter';
