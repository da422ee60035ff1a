/**
 * A small markdown parser for comments, to a tree the Markdown component renders with React
 * elements only: raw HTML in a comment is text, and links keep only http(s), mailto and
 * same-site paths (anything else, e.g. javascript:, stays text).
 *
 * Blocks: paragraphs, `#` headings (1-3), `-`/`*`/`1.` lists, `>` quotes, ``` fences.
 * Inline: `code`, **bold**, *italic* / _italic_, [text](url) and bare http(s) URLs.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'code'; text: string };

/** A link target that is safe to follow: http(s), mailto, or a path on this site. */
export function safeHref(url: string): string | undefined {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const INLINE =
  /(`[^`\n]+`)|(\*\*[^*\n]+\*\*)|(\*[^*\s][^*\n]*\*|_[^_\s][^_\n]*_)|(\[[^\]\n]+\]\([^)\s]+\))|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let rest = source;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
    const [token] = match;
    if (match[1]) out.push({ type: 'code', text: token.slice(1, -1) });
    else if (match[2]) out.push({ type: 'strong', children: parseInline(token.slice(2, -2)) });
    else if (match[3]) out.push({ type: 'em', children: parseInline(token.slice(1, -1)) });
    else if (match[4]) {
      const [, label = '', url = ''] = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(token) ?? [];
      const href = safeHref(url);
      out.push(href ? { type: 'link', href, children: parseInline(label) } : { type: 'text', text: token });
    } else {
      const href = safeHref(token);
      out.push(href ? { type: 'link', href, children: [{ type: 'text', text: token }] } : { type: 'text', text: token });
    }
    rest = rest.slice(match.index + token.length);
  }
  return out;
}

const LIST_ITEM = /^\s*(?:([-*])|(\d+)[.)])\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^```/.test(line.trim())) {
      flush();
      const code: string[] = [];
      for (i += 1; i < lines.length && !/^```/.test(lines[i]!.trim()); i += 1) code.push(lines[i]!);
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1]!.length as 1 | 2 | 3, children: parseInline(heading[2]!) });
    } else if (item) {
      flush();
      const ordered = item[2] !== undefined;
      const last = blocks[blocks.length - 1];
      const items = last?.type === 'list' && last.ordered === ordered ? last.items : [];
      if (items.length === 0) blocks.push({ type: 'list', ordered, items });
      items.push(parseInline(item[3]!));
    } else if (/^>\s?/.test(line)) {
      flush();
      blocks.push({ type: 'quote', children: parseInline(line.replace(/^>\s?/, '')) });
    } else if (line.trim() === '') flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}
