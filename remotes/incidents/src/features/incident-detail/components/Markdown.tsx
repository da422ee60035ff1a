import { Box, Code, Heading, Link, List, Text } from '@opsdeck/shared';
import { Fragment, useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '../lib/markdown';

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'code':
        return <Code key={index}>{node.text}</Code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <Link
            key={index}
            href={node.href}
            color="blue.fg"
            {...(node.href.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text key={index} whiteSpace="pre-wrap">
          {renderInline(block.children)}
        </Text>
      );
    case 'heading':
      return (
        <Heading key={index} as={`h${block.level + 3}` as 'h4'} size="sm">
          {renderInline(block.children)}
        </Heading>
      );
    case 'list':
      return (
        <List.Root key={index} as={block.ordered ? 'ol' : 'ul'} ps="5">
          {block.items.map((item, i) => (
            <List.Item key={i}>{renderInline(item)}</List.Item>
          ))}
        </List.Root>
      );
    case 'quote':
      return (
        <Box key={index} as="blockquote" borderStartWidth="3px" ps="2" color="fg.muted">
          {renderInline(block.children)}
        </Box>
      );
    case 'code':
      return (
        <Box key={index} as="pre" fontSize="xs" bg="bg.muted" p="2" rounded="sm" overflowX="auto">
          {block.text}
        </Box>
      );
  }
}

/** Comment markdown rendered with React elements only: raw HTML shows as text, unsafe links as text. */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Box display="grid" gap="1.5">
      {blocks.map(renderBlock)}
    </Box>
  );
}
