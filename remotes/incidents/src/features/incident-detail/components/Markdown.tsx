import { Box } from '@opsdeck/shared';
import { Fragment, useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '../lib/markdown';

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <a
            key={index}
            href={node.href}
            {...(node.href.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'heading': {
      const Heading = `h${Math.min(block.level + 3, 6)}` as 'h4';
      return <Heading key={index}>{renderInline(block.children)}</Heading>;
    }
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {block.items.map((item, i) => (
            <li key={i}>{renderInline(item)}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return <blockquote key={index}>{renderInline(block.children)}</blockquote>;
    case 'code':
      return <pre key={index}>{block.text}</pre>;
  }
}

/**
 * The styles of rendered markdown, set once on its root: a thread renders hundreds of comments, and
 * plain elements under one styled root cost far less to mount than a styled component each.
 */
export const MARKDOWN_CSS = {
  display: 'grid',
  gap: '1.5',
  '& p': { whiteSpace: 'pre-wrap' },
  '& h4, & h5, & h6': { fontWeight: 'semibold', fontSize: 'sm' },
  '& ul, & ol': { paddingInlineStart: '5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '2', color: 'fg.muted' },
  '& pre': { fontSize: 'xs', bg: 'bg.muted', padding: '2', borderRadius: 'sm', overflowX: 'auto' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '1', borderRadius: 'xs' },
  '& a': { color: 'blue.fg', textDecoration: 'underline' },
} as const;

/** Comment markdown rendered with React elements only: raw HTML shows as text, unsafe links as text. */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <Box css={MARKDOWN_CSS}>{blocks.map(renderBlock)}</Box>;
}

/**
 * The same, unstyled, for a list that styles every `.markdown` of its items once with
 * MARKDOWN_CSS (the comment thread): a styled root per comment cost more than its content.
 */
export function PlainMarkdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <div className="markdown">{blocks.map(renderBlock)}</div>;
}
