// An immutable PostgREST query builder: every method returns a new query.
import { API_SUB_BASES } from '../constants/shell';
import {
  cond,
  renderFilterValue,
  renderGroupBody,
  type Condition,
  type FilterCondition,
  type FilterOperator,
  type IsValue,
} from './conditions';
import { assertColumn, assertNonNegativeInteger, compactSelect, encodeQueryComponent, type FilterValue } from './encode';

export type CountKind = 'exact' | 'planned' | 'estimated';

export interface OrderOptions {
  /** Defaults to true. */
  ascending?: boolean;
  /** Adds `.nullsfirst` / `.nullslast`; omitted leaves PostgreSQL's default. */
  nullsFirst?: boolean;
  nullsLast?: boolean;
  /** Orders an embedded resource instead: produces `<foreignTable>.order=`. */
  foreignTable?: string;
}

interface QueryState {
  readonly path: string;
  readonly select?: string;
  /** Filters, logic trees and raw parameters, in call order. */
  readonly params: readonly (readonly [string, string])[];
  /** Order terms keyed by parameter name (`order` or `<embed>.order`). */
  readonly order: readonly (readonly [string, string])[];
  readonly limit?: number;
  readonly offset?: number;
  readonly count?: CountKind;
}

export interface PostgrestRequest {
  /** Path and query string, relative to the API base URL. */
  url: string;
  headers: Record<string, string>;
}

export class PostgrestQuery {
  private constructor(private readonly state: QueryState) {}

  /** A query on a table or view, by default under /db. */
  static from(table: string, basePath: string = API_SUB_BASES.db): PostgrestQuery {
    return new PostgrestQuery({ path: `${basePath}/${encodeURIComponent(table)}`, params: [], order: [] });
  }

  /** A function call through GET: arguments are bare query parameters (reference 3.2). */
  static rpc(fn: string, args: Record<string, FilterValue> = {}, basePath: string = API_SUB_BASES.db): PostgrestQuery {
    const params = Object.entries(args).map(([name, value]) => [name, value === null ? 'null' : String(value)] as const);
    return new PostgrestQuery({ path: `${basePath}/rpc/${encodeURIComponent(fn)}`, params, order: [] });
  }

  private with(patch: Partial<QueryState>): PostgrestQuery {
    return new PostgrestQuery({ ...this.state, ...patch });
  }

  private addParam(key: string, value: string): PostgrestQuery {
    return this.with({ params: [...this.state.params, [key, value] as const] });
  }

  private addFilter(condition: FilterCondition): PostgrestQuery {
    return this.addParam(condition.column, renderFilterValue(condition));
  }

  select(columns: string, options: { count?: CountKind } = {}): PostgrestQuery {
    return this.with({ select: compactSelect(columns), count: options.count ?? this.state.count });
  }

  eq(column: string, value: FilterValue): PostgrestQuery {
    return this.addFilter(cond.eq(column, value));
  }
  neq(column: string, value: FilterValue): PostgrestQuery {
    return this.addFilter(cond.neq(column, value));
  }
  gt(column: string, value: FilterValue): PostgrestQuery {
    return this.addFilter(cond.gt(column, value));
  }
  gte(column: string, value: FilterValue): PostgrestQuery {
    return this.addFilter(cond.gte(column, value));
  }
  lt(column: string, value: FilterValue): PostgrestQuery {
    return this.addFilter(cond.lt(column, value));
  }
  lte(column: string, value: FilterValue): PostgrestQuery {
    return this.addFilter(cond.lte(column, value));
  }
  like(column: string, pattern: string): PostgrestQuery {
    return this.addFilter(cond.like(column, pattern));
  }
  /** Case-insensitive pattern; `*` is the wildcard (`*foo*`). */
  ilike(column: string, pattern: string): PostgrestQuery {
    return this.addFilter(cond.ilike(column, pattern));
  }
  in(column: string, values: readonly FilterValue[]): PostgrestQuery {
    return this.addFilter(cond.in(column, values));
  }
  /** Array contains: `cs.{a,b}`. */
  contains(column: string, values: readonly FilterValue[]): PostgrestQuery {
    return this.addFilter(cond.cs(column, values));
  }
  is(column: string, value: IsValue): PostgrestQuery {
    return this.addFilter(cond.is(column, value));
  }
  isNull(column: string): PostgrestQuery {
    return this.addFilter(cond.isNull(column));
  }
  notNull(column: string): PostgrestQuery {
    return this.addFilter(cond.notNull(column));
  }

  /** `column=not.<operator>.<value>`, e.g. not('is', 'deleted_at', null) or not('in', 'id', [...]). */
  not(operator: FilterOperator, column: string, value: FilterValue | readonly FilterValue[]): PostgrestQuery {
    const condition: FilterCondition = { kind: 'filter', column: assertColumn(column), operator, value, negate: true };
    return this.addFilter(condition);
  }

  /** Any filter condition, including negated ones built with cond.not(...). */
  where(condition: FilterCondition): PostgrestQuery {
    return this.addFilter(condition);
  }

  /** `or=(...)`: from conditions, or a raw expression such as "a.eq.x,b.eq.y". */
  or(...conditions: (Condition | string)[]): PostgrestQuery {
    return this.logic('or', conditions);
  }

  /** `and=(...)`: same inputs as or(). */
  and(...conditions: (Condition | string)[]): PostgrestQuery {
    return this.logic('and', conditions);
  }

  private logic(operator: 'or' | 'and', conditions: (Condition | string)[]): PostgrestQuery {
    if (conditions.length === 0) return this;
    const resolved = conditions.map((item) => (typeof item === 'string' ? cond.raw(item) : item));
    return this.addParam(operator, renderGroupBody(resolved));
  }

  /** A raw query parameter, for function arguments and server extensions. */
  param(key: string, value: string): PostgrestQuery {
    return this.addParam(key, value);
  }

  /** mission-control's `<column>.filter=<expression>` extension (reference 3.4). Empty expressions are skipped. */
  mcFilter(column: string, expression: string): PostgrestQuery {
    if (expression === '') return this;
    return this.addParam(`${assertColumn(column)}.filter`, expression);
  }

  order(column: string, options: OrderOptions = {}): PostgrestQuery {
    const key = options.foreignTable ? `${assertColumn(options.foreignTable)}.order` : 'order';
    let term = `${assertColumn(column)}.${options.ascending === false ? 'desc' : 'asc'}`;
    if (options.nullsFirst) term += '.nullsfirst';
    else if (options.nullsLast) term += '.nullslast';
    return this.with({ order: [...this.state.order, [key, term] as const] });
  }

  limit(count: number): PostgrestQuery {
    return this.with({ limit: assertNonNegativeInteger('limit', count) });
  }

  offset(count: number): PostgrestQuery {
    return this.with({ offset: assertNonNegativeInteger('offset', count) });
  }

  /** Rows from..to inclusive, as limit and offset query parameters (never the Range header). */
  range(from: number, to: number): PostgrestQuery {
    assertNonNegativeInteger('from', from);
    assertNonNegativeInteger('to', to);
    if (to < from) throw new RangeError(`range end ${to} is before start ${from}`);
    return this.offset(from).limit(to - from + 1);
  }

  /** Zero-based page of the given size. */
  page(pageIndex: number, pageSize: number): PostgrestQuery {
    assertNonNegativeInteger('pageIndex', pageIndex);
    assertNonNegativeInteger('pageSize', pageSize);
    return this.offset(pageIndex * pageSize).limit(pageSize);
  }

  /** The same query without its top-level limit and offset: every matching row (CSV export). */
  unpaged(): PostgrestQuery {
    const { limit: _limit, offset: _offset, ...rest } = this.state;
    return new PostgrestQuery(rest);
  }

  count(kind: CountKind = 'exact'): PostgrestQuery {
    return this.with({ count: kind });
  }

  get countKind(): CountKind | undefined {
    return this.state.count;
  }

  get offsetValue(): number | undefined {
    return this.state.offset;
  }

  get path(): string {
    return this.state.path;
  }

  /** Decoded parameters in output order. */
  entries(): [string, string][] {
    const entries: [string, string][] = [];
    if (this.state.select !== undefined) entries.push(['select', this.state.select]);
    entries.push(...this.state.params.map(([key, value]) => [key, value] as [string, string]));
    const orderKeys = [...new Set(this.state.order.map(([key]) => key))];
    for (const key of orderKeys) {
      entries.push([
        key,
        this.state.order
          .filter(([k]) => k === key)
          .map(([, term]) => term)
          .join(','),
      ]);
    }
    if (this.state.limit !== undefined) entries.push(['limit', String(this.state.limit)]);
    if (this.state.offset !== undefined) entries.push(['offset', String(this.state.offset)]);
    return entries;
  }

  /** The URL-encoded query string, without the leading `?`. */
  toQueryString(): string {
    return this.entries()
      .map(([key, value]) => `${encodeQueryComponent(key)}=${encodeQueryComponent(value)}`)
      .join('&');
  }

  /** `Prefer: count=<kind>` when a count was requested; it replaces the default Prefer header. */
  headers(): Record<string, string> {
    return this.state.count ? { Prefer: `count=${this.state.count}` } : {};
  }

  toRequest(): PostgrestRequest {
    const query = this.toQueryString();
    return { url: query ? `${this.state.path}?${query}` : this.state.path, headers: this.headers() };
  }

  toString(): string {
    return this.toRequest().url;
  }
}

export const from = (table: string, basePath?: string): PostgrestQuery => PostgrestQuery.from(table, basePath);
export const rpc = (fn: string, args?: Record<string, FilterValue>, basePath?: string): PostgrestQuery =>
  PostgrestQuery.rpc(fn, args, basePath);
