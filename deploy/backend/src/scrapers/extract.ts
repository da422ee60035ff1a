/**
 * From scraped documents to config items, as Mission Control's scrapers do: `id`, `name`, `type`,
 * `class`, `status`, `health` and `description` are JSONPath expressions into the document when
 * they start with `$` (or `@`), literal values otherwise; `items` splits one document into several.
 */
import { parseJsonPath, selectJsonPath } from '../checks/json-path';

/** The fields every scraper entry shares (Mission Control's BaseScraper). */
export interface BaseScraperFields {
  id?: string;
  name?: string;
  type?: string;
  class?: string;
  status?: string;
  health?: string;
  description?: string;
  items?: string;
  labels?: Record<string, string>;
  tags?: Record<string, string>;
}

export interface ScrapedItem {
  externalId: string;
  type: string;
  configClass: string;
  name: string;
  config: unknown;
  status: string | null;
  health: string | null;
  description: string | null;
  labels: Record<string, string> | null;
  tags: Record<string, string> | null;
  /** Where it came from (a file path, a URL, a query), for errors and the change's source. */
  origin: string;
}

const isExpression = (text: string) => text.startsWith('$') || text.startsWith('@');

/** The value of a field: a JSONPath's selection (as text) or the literal; undefined when absent. */
export function fieldValue(document: unknown, expression: string | undefined): string | undefined {
  if (expression === undefined || expression === '') return undefined;
  if (!isExpression(expression)) return expression;
  const steps = parseJsonPath(expression.startsWith('@') ? `$${expression.slice(1)}` : expression);
  if (!steps) throw new Error(`unsupported JSONPath expression "${expression}" (use $.a.b, $['a'] or $[0])`);
  const value = selectJsonPath(document, steps);
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
}

/** The documents `items` selects (an array is split, one value is one item); the document itself without it. */
export function documentsOf(document: unknown, items: string | undefined): unknown[] {
  if (!items) return Array.isArray(document) ? document : [document];
  const steps = parseJsonPath(items);
  if (!steps) throw new Error(`unsupported items expression "${items}"`);
  const selected = selectJsonPath(document, steps);
  if (selected === undefined || selected === null) return [];
  return Array.isArray(selected) ? selected : [selected];
}

/** The class of a type written Group::Kind is its last part. */
const classOfType = (type: string) => type.split('::').pop() || type;

/** One config item per document; a document without an id or a type is an error naming its origin. */
export function extractItems(
  document: unknown,
  fields: BaseScraperFields,
  origin: string,
): { items: ScrapedItem[]; errors: string[] } {
  const items: ScrapedItem[] = [];
  const errors: string[] = [];
  let documents: unknown[];
  try {
    documents = documentsOf(document, fields.items);
  } catch (error) {
    return { items, errors: [`${origin}: ${(error as Error).message}`] };
  }
  documents.forEach((doc, index) => {
    const where = documents.length > 1 ? `${origin} [${index}]` : origin;
    try {
      const externalId = fieldValue(doc, fields.id);
      const type = fieldValue(doc, fields.type);
      if (!externalId) throw new Error(`no id at ${fields.id ?? '(id not set)'}`);
      if (!type) throw new Error(`no type at ${fields.type ?? '(type not set)'}`);
      items.push({
        externalId,
        type,
        configClass: fieldValue(doc, fields.class) ?? classOfType(type),
        name: fieldValue(doc, fields.name) ?? externalId,
        config: doc,
        status: fieldValue(doc, fields.status) ?? null,
        health: fieldValue(doc, fields.health) ?? null,
        description: fieldValue(doc, fields.description) ?? null,
        labels: fields.labels ?? null,
        tags: fields.tags ?? null,
        origin: where,
      });
    } catch (error) {
      errors.push(`${where}: ${(error as Error).message}`);
    }
  });
  return { items, errors };
}
