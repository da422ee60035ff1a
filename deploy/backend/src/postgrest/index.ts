// PostgREST-compatible query engine over the introspected schema (reference sections 2-3).
export { createEngine, type Engine, type EngineOptions, type EngineRequest } from './engine';
export type { EngineResponse } from './response';
export { PgrstError, type PgrstErrorBody } from './errors';
export { loadSchemaModel, exposedRelation, exposedFunction } from './schema/model';
export { guardPlan, type ColumnGrant, type ReadGuard } from './guard';
export { EXPOSE_ALL } from './schema/types';
export type { SchemaModel, RelationInfo, ColumnInfo, FunctionInfo, ForeignKey, Exposure } from './schema/types';
export { TIMESTAMP_FILTER_COLUMNS, expandMissionControlFilters } from './parse/mc-filter';
