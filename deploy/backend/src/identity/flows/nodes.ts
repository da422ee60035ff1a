import type { UiText } from './text';

export type NodeGroup = 'default' | 'password' | 'profile' | 'totp' | 'lookup_secret' | 'code';

export interface UiNode {
  type: 'input' | 'img' | 'text' | 'a' | 'script';
  group: NodeGroup;
  attributes: Record<string, unknown>;
  messages: UiText[];
  meta: { label?: UiText };
}

export interface UiContainer {
  action: string;
  method: 'POST';
  nodes: UiNode[];
  messages?: UiText[];
}

interface InputOptions {
  type?: string;
  value?: unknown;
  required?: boolean;
  disabled?: boolean;
  autocomplete?: string;
  maxlength?: number;
  pattern?: string;
  label?: UiText;
}

export function inputNode(group: NodeGroup, name: string, options: InputOptions = {}): UiNode {
  const attributes: Record<string, unknown> = {
    name,
    type: options.type ?? 'text',
    value: options.value ?? '',
    required: options.required ?? false,
    disabled: options.disabled ?? false,
    node_type: 'input',
  };
  if (options.autocomplete) attributes.autocomplete = options.autocomplete;
  if (options.maxlength) attributes.maxlength = options.maxlength;
  if (options.pattern) attributes.pattern = options.pattern;
  return { type: 'input', group, attributes, messages: [], meta: options.label ? { label: options.label } : {} };
}

export function hiddenNode(group: NodeGroup, name: string, value: unknown): UiNode {
  return inputNode(group, name, { type: 'hidden', value, required: name === 'csrf_token' });
}

/** A submit button: its name/value pair tells the server which method was chosen. */
export function submitNode(group: NodeGroup, name: string, value: string, label: UiText): UiNode {
  return inputNode(group, name, { type: 'submit', value, label });
}

export function csrfNode(token: string): UiNode {
  return hiddenNode('default', 'csrf_token', token);
}

export function textNode(group: NodeGroup, id: string, text: UiText, label?: UiText): UiNode {
  return { type: 'text', group, attributes: { id, text, node_type: 'text' }, messages: [], meta: label ? { label } : {} };
}

export function imageNode(group: NodeGroup, id: string, src: string, label: UiText, size = 256): UiNode {
  return {
    type: 'img',
    group,
    attributes: { id, src, width: size, height: size, node_type: 'img' },
    messages: [],
    meta: { label },
  };
}

export function anchorNode(group: NodeGroup, id: string, href: string, title: UiText): UiNode {
  return { type: 'a', group, attributes: { id, href, title, node_type: 'a' }, messages: [], meta: { label: title } };
}

export function findNode(nodes: UiNode[], name: string): UiNode | undefined {
  return nodes.find((node) => node.attributes.name === name || node.attributes.id === name);
}

/** Copies submitted values back into the rebuilt nodes (never secrets) so the form keeps what the user typed. */
export function restoreValues(nodes: UiNode[], values: Record<string, unknown>, skip: string[] = []): void {
  for (const node of nodes) {
    const name = node.attributes.name;
    if (node.type !== 'input' || typeof name !== 'string') continue;
    if (['hidden', 'submit', 'button', 'password'].includes(String(node.attributes.type))) continue;
    if (skip.includes(name) || !(name in values)) continue;
    node.attributes.value = values[name];
  }
}

export function addNodeMessage(nodes: UiNode[], name: string, message: UiText): boolean {
  const node = findNode(nodes, name);
  if (!node) return false;
  node.messages.push(message);
  return true;
}
