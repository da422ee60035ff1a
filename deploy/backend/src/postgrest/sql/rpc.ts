import { PgrstError, unknownFunction } from '../errors';
import { exposedFunction } from '../schema/model';
import type { FunctionInfo, SchemaModel } from '../schema/types';
import { ident, qualified, type Params } from './builder';
import { bodyValue } from './write';

/** Picks the overload whose arguments match the names given (all required ones present). */
export function pickOverload(model: SchemaModel, name: string, given: string[]): FunctionInfo {
  const overloads = exposedFunction(model, name) ?? [];
  const matches = overloads.filter(
    (fn) =>
      given.every((arg) => fn.args.some((a) => a.name === arg)) && fn.args.every((a) => a.hasDefault || given.includes(a.name)),
  );
  if (matches.length === 0) throw unknownFunction(model.schema, name, given);
  if (matches.length > 1) {
    // Prefer the overload that takes exactly the given arguments.
    const exact = matches.filter((fn) => fn.args.length === given.length);
    if (exact.length === 1) return exact[0]!;
    throw new PgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between several overloads of ${model.schema}.${name}`,
    );
  }
  return matches[0]!;
}

/** `"schema"."fn"("arg" => $1::type, ...)` with every argument bound. */
export function callSql(model: SchemaModel, fn: FunctionInfo, args: Map<string, unknown>, params: Params): string {
  const parts: string[] = [];
  for (const arg of fn.args) {
    if (!args.has(arg.name)) continue;
    const typname = arg.castType === 'jsonb' || arg.castType === 'json' ? arg.castType : '';
    const category = arg.castType.endsWith('[]') ? 'A' : '';
    const value = bodyValue({ typname, category }, args.get(arg.name));
    parts.push(`${ident(arg.name)} => ${params.typed(value, arg.castType)}`);
  }
  return `${qualified(model.schema, fn.name)}(${parts.join(', ')})`;
}
