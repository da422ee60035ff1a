export { CodeBlock, type CodeBlockProps } from './CodeBlock';
export { CopyButton, type CopyButtonProps } from './CopyButton';
export { copyToClipboard, useCopyToClipboard } from './useCopyToClipboard';
