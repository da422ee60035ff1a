/**
 * The file scraper (Mission Control's `file:` entries): JSON or YAML files matching `paths` globs,
 * read only under the scraper files folder (OPSDECK_SCRAPER_FILES_DIR), never outside it: the
 * spec is written by console users, so it may not name any file of the server.
 */
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import { extractItems, type BaseScraperFields, type ScrapedItem } from '../extract';

export interface FileScraperEntry extends BaseScraperFields {
  paths?: string[];
  ignore?: string[];
  format?: string;
  url?: string;
}

const READ_CONCURRENCY = 32;

/** The documents of one file under `base`, or why it could not be read. */
async function readDocuments(
  base: string,
  relative: string,
  format?: string,
): Promise<{ documents: unknown[] } | { error: string }> {
  try {
    // Only regular files are listed (symbolic links, which may point anywhere, are not followed).
    const full = path.join(base, relative);
    if ((await stat(full)).size > MAX_FILE_BYTES) throw new Error(`larger than ${MAX_FILE_BYTES} bytes`);
    return { documents: parseFileText(await readFile(full, 'utf8'), relative, format) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Files read per entry at most, and the largest file read. */
const MAX_FILES = 10_000;
const MAX_FILE_BYTES = 16 * 1024 * 1024;

/** A glob (`*`, `**`, `?`, `{a,b}`) as an anchored regular expression over '/'-separated paths. */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (char === '*') {
      if (glob[i + 1] === '*') {
        const slash = glob[i + 2] === '/';
        out += slash ? '(?:.*/)?' : '.*';
        i += slash ? 2 : 1;
      } else out += '[^/]*';
    } else if (char === '?') out += '[^/]';
    else if (char === '{') {
      const close = glob.indexOf('}', i);
      if (close === -1) out += '\\{';
      else {
        out += `(?:${glob
          .slice(i + 1, close)
          .split(',')
          .map((part) => part.replace(/[.+^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
          .join('|')})`;
        i = close;
      }
    } else out += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** Every file under `root` (relative, '/'-separated), in name order. */
async function listFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (dir: string, prefix: string) => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (files.length >= MAX_FILES) return;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), relative);
      // Regular files only: a symbolic link may point outside the folder.
      else if (entry.isFile()) files.push(relative);
    }
  };
  await walk(root, '');
  return files;
}

/** Parses a file by its format (or extension): JSON, or YAML with one document or several. */
export function parseFileText(text: string, name: string, format?: string): unknown[] {
  const kind = (format || path.extname(name).slice(1)).toLowerCase();
  if (kind === 'json') return [JSON.parse(text)];
  if (kind === 'yaml' || kind === 'yml') return yaml.loadAll(text).filter((doc) => doc !== null && doc !== undefined);
  throw new Error(`unsupported format "${kind || 'none'}" (json or yaml)`);
}

/** Relative path patterns only: absolute paths and `..` would leave the folder. */
function checkPattern(pattern: string): string | null {
  const normal = pattern.replace(/\\/g, '/').replace(/^\.\//, '');
  if (normal.startsWith('/') || normal.split('/').includes('..')) return null;
  return normal;
}

export interface FileScrape {
  items: ScrapedItem[];
  errors: string[];
  /** Files that could not be read or gave an item without id or type. */
  failed: string[];
  /** Nothing could be read at all (no folder, no usable paths): stored items are kept. */
  fatal: boolean;
}

export async function scrapeFiles(entry: FileScraperEntry, root: string): Promise<FileScrape> {
  const items: ScrapedItem[] = [];
  const errors: string[] = [];
  const failed: string[] = [];
  if (entry.url) errors.push(`file scraper: url sources are not read by this backend; use paths under the scraper files folder`);
  const patterns: RegExp[] = [];
  for (const raw of entry.paths ?? []) {
    const pattern = checkPattern(raw);
    if (pattern === null)
      errors.push(`file scraper: path "${raw}" is outside the scraper files folder (use a path relative to it)`);
    else patterns.push(globToRegExp(pattern));
  }
  if (patterns.length === 0) {
    if (!entry.url) errors.push('file scraper: no paths to read');
    return { items, errors, failed, fatal: true };
  }
  const ignored = (entry.ignore ?? []).map((raw) => globToRegExp(checkPattern(raw) ?? raw));
  let base: string;
  try {
    base = await realpath(root);
  } catch {
    return { items, errors: [`file scraper: the scraper files folder ${root} does not exist`], failed, fatal: true };
  }
  const matching = (await listFiles(base)).filter(
    (relative) => patterns.some((re) => re.test(relative)) && !ignored.some((re) => re.test(relative)),
  );
  // Read a few files at a time: the disk's latency overlaps, the order of the items stays the files' order.
  for (let at = 0; at < matching.length; at += READ_CONCURRENCY) {
    const batch = matching.slice(at, at + READ_CONCURRENCY);
    const read = await Promise.all(batch.map((relative) => readDocuments(base, relative, entry.format)));
    batch.forEach((relative, index) => {
      const result = read[index]!;
      if ('error' in result) {
        errors.push(`${relative}: ${result.error}`);
        failed.push(relative);
        return;
      }
      for (const document of result.documents) {
        const extracted = extractItems(document, entry, relative);
        items.push(...extracted.items);
        errors.push(...extracted.errors);
        if (extracted.errors.length) failed.push(relative);
      }
    });
  }
  return { items, errors, failed, fatal: false };
}
