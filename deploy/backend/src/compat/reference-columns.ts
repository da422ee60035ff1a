/**
 * Duty's columns of a relation where the reference records them: section 4 of the reference
 * (db/reference-schema.ts) and the relations transcribed from duty since (db/reference-additions.ts).
 */
import { ADDITION_TABLES, ADDITION_VIEWS } from '../db/reference-additions';
import { REFERENCE_TABLES, REFERENCE_VIEWS } from '../db/reference-schema';

const GROUPS: readonly Readonly<Record<string, readonly (readonly [string, ...unknown[]])[]>>[] = [
  REFERENCE_TABLES,
  REFERENCE_VIEWS,
  ADDITION_TABLES,
  ADDITION_VIEWS,
];

const COLUMNS: ReadonlyMap<string, readonly string[]> = new Map(
  GROUPS.flatMap((group) => Object.entries(group).map(([name, columns]) => [name, columns.map((column) => column[0])] as const)),
);

/** The column names duty gives a relation, or undefined when the reference does not record them. */
export const referenceColumns = (relation: string): readonly string[] | undefined => COLUMNS.get(relation);

/** Every relation whose columns the reference records. */
export const REFERENCE_RELATIONS_WITH_COLUMNS: readonly string[] = [...COLUMNS.keys()];
