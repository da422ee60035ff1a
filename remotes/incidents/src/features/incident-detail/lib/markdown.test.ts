import { parseInline, parseMarkdown, safeHref } from './markdown';

describe('comment markdown', () => {
  it('keeps only http(s), mailto and same-site links', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('/incidents/1')).toBe('/incidents/1');
    expect(safeHref('mailto:ops@example.com')).toBe('mailto:ops@example.com');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
  });

  it('parses inline code, bold, italic, links and bare URLs; an unsafe link stays text', () => {
    expect(parseInline('a `b` **c** *d* [e](https://x.io) https://y.io/z.')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'code', text: 'b' },
      { type: 'text', text: ' ' },
      { type: 'strong', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'd' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://x.io/', children: [{ type: 'text', text: 'e' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://y.io/z', children: [{ type: 'text', text: 'https://y.io/z' }] },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[x](javascript:alert(1)' },
      { type: 'text', text: ')' },
    ]);
  });

  it('parses headings, lists, quotes, fences and paragraphs; HTML is text', () => {
    const blocks = parseMarkdown('# Title\n- one\n- two\n\n> quoted\n```\n<b>x</b>\n```\n<script>alert(1)</script>');
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'list', 'quote', 'code', 'paragraph']);
    expect(blocks[3]).toEqual({ type: 'code', text: '<b>x</b>' });
    expect(blocks[4]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] });
  });
});
