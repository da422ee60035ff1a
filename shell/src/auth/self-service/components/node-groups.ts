import type { SelfServiceFlow, UiNode } from '../api/schemas';

export interface NodeForm {
  group: string;
  nodes: UiNode[];
}

const isHidden = (node: UiNode) => node.attributes.node_type === 'input' && node.attributes.type === 'hidden';

/**
 * Splits a flow into one form per method group, as the reference UIs do: each method validates and
 * submits alone. Hidden `default` nodes (the CSRF token) go into every form, visible ones (the
 * identifier, registration traits) into the first.
 */
export function formsOf(flow: SelfServiceFlow): NodeForm[] {
  const defaults = flow.ui.nodes.filter((node) => node.group === 'default');
  const hidden = defaults.filter(isHidden);
  const visible = defaults.filter((node) => !isHidden(node));
  const groups = [...new Set(flow.ui.nodes.filter((node) => node.group !== 'default').map((node) => node.group))];
  if (groups.length === 0) return defaults.length ? [{ group: 'default', nodes: defaults }] : [];
  return groups.map((group, index) => ({
    group,
    nodes: [...hidden, ...(index === 0 ? visible : []), ...flow.ui.nodes.filter((node) => node.group === group)],
  }));
}

/** The nodes of one group plus the hidden default ones, or nothing when the server sent none for it. */
export function formForGroup(flow: SelfServiceFlow, groups: readonly string[]): UiNode[] {
  const own = flow.ui.nodes.filter((node) => groups.includes(node.group));
  if (own.length === 0) return [];
  return [...flow.ui.nodes.filter((node) => node.group === 'default' && isHidden(node)), ...own];
}

/** The value of a node's first input named `name`, for pages that read one (the recovery e-mail). */
export function nodeValue(flow: SelfServiceFlow, name: string): string | undefined {
  const node = flow.ui.nodes.find(
    (candidate) => candidate.attributes.node_type === 'input' && candidate.attributes.name === name,
  );
  const value = node?.attributes.node_type === 'input' ? node.attributes.value : undefined;
  return typeof value === 'string' ? value : undefined;
}
