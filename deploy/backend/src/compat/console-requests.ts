/**
 * Every request the console (shell, remotes, UI kit and contracts) sends, read from its source
 * code with the TypeScript parser rather than listed by hand:
 * - PostgREST queries built with the contracts' query builder (`from('rel')`, `rpc('fn')`), with
 *   the columns their `select`, filters and `order` name, and the method of the call they are sent
 *   with (`api.post(from('incidents')...)`), GET otherwise;
 * - calls of an HTTP client (`api.get(...)`, `client.post(...)`) whose URL is a literal, a template
 *   over `API_SUB_BASES` or a string constant of the contracts;
 * - resource-editor tables (`{table: 'x', rowSchema}` literals), which the kit's editor lists and
 *   writes, and look-up descriptions (`{table: 'x', select: 'a,b'}` literals), which are read;
 * - and the call sites whose target is only known at run time (a variable URL or relation), which
 *   the contract test requires to be explained.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@opsdeck/contracts';
import ts from 'typescript';

export interface ConsoleRequest {
  method: string;
  /** `/db/<relation>`, `/db/rpc/<fn>` or an endpoint path with `:param` for run-time parts. */
  path: string;
  /** For PostgREST requests: the relation (or `rpc/<fn>`). */
  relation?: string;
  /** Columns named at the top level (select items, filters, order); embeds by name. */
  columns: string[];
  embeds: string[];
  /** `file:line`, relative to the repository. */
  site: string;
}

export interface DynamicSite {
  site: string;
  text: string;
}

export interface ConsoleScan {
  requests: ConsoleRequest[];
  dynamic: DynamicSite[];
}

/**
 * Helpers that take a relation name and send requests on it with these methods: their call sites
 * with a literal name are requests (the helper's own `from(table)` is a run-time site).
 */
export const RELATION_HELPERS: Readonly<Record<string, readonly string[]>> = {
  useManagedWrites: ['POST', 'PATCH'],
};

export const REPOSITORY_ROOT = path.resolve(__dirname, '../../../..');
const SOURCE_ROOTS = ['shell/src', 'shared/src', 'contracts/src'];
const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head']);
const HTTP_CLIENTS = /^(api|client|http|axios|instance)$/i;
const FILTER_METHODS = new Set([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'contains', 'is', 'isNull', 'notNull', 'order', 'mcFilter',
]); // prettier-ignore

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'node_modules' && entry !== 'testing' && entry !== '__tests__' && entry !== 'dist') sourceFiles(full, out);
    } else if (/\.tsx?$/.test(entry) && !/\.(test|spec|stories|d)\.tsx?$/.test(entry) && !entry.startsWith('testing'))
      out.push(full);
  }
  return out;
}

/** The console's source files: the shell, every remote, the kit and the contracts. */
export function consoleSourceFiles(root = REPOSITORY_ROOT): string[] {
  const remotes = readdirSync(path.join(root, 'remotes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `remotes/${entry.name}/src`)
    .filter((dir) => statSync(path.join(root, dir), { throwIfNoEntry: false })?.isDirectory());
  return [...SOURCE_ROOTS, ...remotes].flatMap((dir) => sourceFiles(path.join(root, dir)));
}

/** Top-level items of a select list: plain columns (alias, cast and JSON path removed) and embeds. */
export function selectItems(select: string): { columns: string[]; embeds: string[] } {
  const columns: string[] = [];
  const embeds: string[] = [];
  let depth = 0;
  let item = '';
  const flush = () => {
    const text = item.trim();
    item = '';
    if (text === '' || text === '*') return;
    const open = text.indexOf('(');
    const unaliased = (open === -1 ? text : text.slice(0, open)).replace(/^[^:(]*:(?!:)/, '');
    if (open !== -1)
      embeds.push(
        unaliased
          .split('!')[0]!
          .replace(/^\.\.\./, '')
          .trim(),
      );
    else columns.push(unaliased.split('::')[0]!.split('->')[0]!.trim());
  };
  for (const char of select) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) flush();
    else item += char;
  }
  flush();
  return { columns, embeds };
}

/** A string literal's text, or that of the `const` it names in the same file. */
function stringValue(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return stringValue(node.expression);
  if (!ts.isIdentifier(node)) return undefined;
  let found: string | undefined;
  const search = (at: ts.Node): void => {
    if (found !== undefined) return;
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && at.name.text === node.text && at.initializer) {
      const flags = ts.getCombinedNodeFlags(at);
      if (flags & ts.NodeFlags.Const && at.initializer !== node) found = stringValue(at.initializer);
      return;
    }
    ts.forEachChild(at, search);
  };
  search(node.getSourceFile());
  return found;
}

/** A string constant exported by the contracts (`API_SUB_BASES.canary`, `RESOURCE_SEARCH_PATH`). */
function contractsConstant(expression: ts.Expression): string | undefined {
  let value: unknown = contracts;
  const names: string[] = [];
  let node: ts.Expression = expression;
  while (ts.isPropertyAccessExpression(node)) {
    names.unshift(node.name.text);
    node = node.expression;
  }
  if (!ts.isIdentifier(node)) return undefined;
  for (const name of [node.text, ...names])
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** A contracts URL builder called with run-time arguments (`CONNECTION_API.one(id)`), run with placeholders. */
function contractsUrlCall(node: ts.Expression): string | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  const owner = node.expression.expression;
  if (!ts.isIdentifier(owner)) return undefined;
  const holder = (contracts as Record<string, unknown>)[owner.text];
  const builder =
    holder && typeof holder === 'object' ? (holder as Record<string, unknown>)[node.expression.name.text] : undefined;
  if (typeof builder !== 'function') return undefined;
  const url = (builder as (...args: string[]) => unknown)(...node.arguments.map(() => 'PARAM'));
  return typeof url === 'string' ? url.replace(/PARAM/g, ':param') : undefined;
}

/** A URL expression as a path: constants resolved, run-time parts as `:param`; undefined if unknown. */
function urlOf(node: ts.Expression): string | undefined {
  const literal = stringValue(node);
  if (literal !== undefined) return literal;
  const built = contractsUrlCall(node);
  if (built !== undefined) return built;
  if (ts.isTemplateExpression(node)) {
    let out = node.head.text;
    for (const span of node.templateSpans) out += (contractsConstant(span.expression) ?? ':param') + span.literal.text;
    return out;
  }
  return contractsConstant(node);
}

interface Chain {
  relation: string | undefined;
  rpc: boolean;
  columns: string[];
  embeds: string[];
  /** The outermost call of the builder chain. */
  top: ts.Expression;
}

/** Follows `from(...)` up through `.select(...).eq(...)...` and reads what it names. */
function builderChain(call: ts.CallExpression, rpc: boolean): Chain {
  const chain: Chain = { relation: stringValue(call.arguments[0]), rpc, columns: [], embeds: [], top: call };
  let node: ts.Node = call;
  while (ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent)) {
    const method = node.parent.name.text;
    const outer = node.parent.parent;
    const first = stringValue(outer.arguments[0]);
    if (method === 'select' && first !== undefined) {
      const items = selectItems(first);
      chain.columns.push(...items.columns);
      chain.embeds.push(...items.embeds);
    } else if (FILTER_METHODS.has(method) && first !== undefined && !first.includes('.')) {
      chain.columns.push(first.split('->')[0]!);
    } else if (method === 'not' && stringValue(outer.arguments[1]) !== undefined) {
      chain.columns.push(stringValue(outer.arguments[1])!);
    }
    node = outer;
    chain.top = outer;
  }
  return chain;
}

/** The HTTP method a builder chain is sent with: that of the client call holding it, else GET. */
function methodAround(node: ts.Node): string {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression)) {
      const name = at.expression.name.text;
      if (HTTP_METHODS.has(name) && ts.isIdentifier(at.expression.expression) && HTTP_CLIENTS.test(at.expression.expression.text))
        return name.toUpperCase();
    }
    if (ts.isFunctionLike(at) || ts.isSourceFile(at)) break;
  }
  return 'GET';
}

/** Whether an expression is (or ends in) a builder chain: its URL is recorded by the builder scan. */
const isBuilderExpression = (node: ts.Expression): boolean =>
  ts.isCallExpression(node) &&
  ((ts.isIdentifier(node.expression) && ['from', 'rpc'].includes(node.expression.text)) ||
    (ts.isPropertyAccessExpression(node.expression) && isBuilderExpression(node.expression.expression)));

export function scanFile(file: string, root = REPOSITORY_ROOT): ConsoleScan {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const relative = path.relative(root, file);
  const site = (node: ts.Node) => `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const requests: ConsoleRequest[] = [];
  const dynamic: DynamicSite[] = [];
  const builderNames = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || stringValue(statement.moduleSpecifier) !== '@opsdeck/contracts') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (imported === 'from' || imported === 'rpc') builderNames.add(`${imported}=${element.name.text}`);
      }
  }
  const builderKind = (call: ts.CallExpression): 'from' | 'rpc' | undefined => {
    const callee = call.expression;
    if (ts.isIdentifier(callee)) {
      for (const kind of ['from', 'rpc'] as const) if (builderNames.has(`${kind}=${callee.text}`)) return kind;
    }
    if (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'PostgrestQuery'
    ) {
      if (callee.name.text === 'from' || callee.name.text === 'rpc') return callee.name.text;
    }
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const kind = builderKind(node);
      const helper = ts.isIdentifier(node.expression) ? RELATION_HELPERS[node.expression.text] : undefined;
      const helperRelation = helper ? stringValue(node.arguments[0]) : undefined;
      if (helper && helperRelation !== undefined) {
        for (const method of helper)
          requests.push({
            method,
            path: `/db/${helperRelation}`,
            relation: helperRelation,
            columns: [],
            embeds: [],
            site: site(node),
          });
      } else if (kind) {
        const chain = builderChain(node, kind === 'rpc');
        if (chain.relation === undefined) dynamic.push({ site: site(node), text: node.getText(source).slice(0, 120) });
        else {
          const relation = kind === 'rpc' ? `rpc/${chain.relation}` : chain.relation;
          const method = methodAround(chain.top);
          requests.push({
            method,
            path: `/db/${relation}`,
            relation,
            columns: chain.columns,
            embeds: chain.embeds,
            site: site(node),
          });
        }
      } else if (ts.isPropertyAccessExpression(node.expression) && HTTP_METHODS.has(node.expression.name.text)) {
        const receiver = node.expression.expression;
        const target = node.arguments[0];
        if (ts.isIdentifier(receiver) && HTTP_CLIENTS.test(receiver.text) && target && !isBuilderExpression(target)) {
          const url = urlOf(target);
          const method = node.expression.name.text.toUpperCase();
          if (url === undefined || !url.startsWith('/'))
            dynamic.push({ site: site(node), text: node.getText(source).slice(0, 120) });
          else {
            const pathOnly = url.split('?')[0]!;
            const relation = pathOnly.startsWith('/db/') ? pathOnly.slice('/db/'.length) : undefined;
            requests.push({ method, path: pathOnly, ...(relation && { relation }), columns: [], embeds: [], site: site(node) });
          }
        }
      }
    }
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name);
      const table = stringValue(property('table')?.initializer);
      const select = stringValue(property('select')?.initializer);
      // A look-up description ({table, select}) read with from(lookup.table).select(lookup.select).
      if (table !== undefined && select !== undefined) {
        const items = selectItems(select);
        requests.push({ method: 'GET', path: `/db/${table}`, relation: table, ...items, site: site(node) });
      }
      if (table !== undefined && property('rowSchema')) {
        const list = stringValue(property('listRelation')?.initializer) ?? `${table}_with_status`;
        for (const [method, relation] of [
          ['GET', list],
          ['GET', table],
          ['POST', table],
          ['PATCH', table],
        ] as const)
          requests.push({ method, path: `/db/${relation}`, relation, columns: [], embeds: [], site: site(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { requests, dynamic };
}

/** Scans every console source file. */
export function scanConsole(root = REPOSITORY_ROOT): ConsoleScan {
  const scans = consoleSourceFiles(root).map((file) => scanFile(file, root));
  return { requests: scans.flatMap((scan) => scan.requests), dynamic: scans.flatMap((scan) => scan.dynamic) };
}
