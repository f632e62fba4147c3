import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside ('Order {id}' with the id in monospace): each
 * {placeholder} of the template becomes its node, wherever the language puts it.
 */
export function fillNodes(template: string, nodes: Record<string, ReactNode>): ReactNode {
  // split() with a capture group puts the placeholder names at the odd indexes.
  return template.split(/\{(\w+)\}/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder
    <Fragment key={index}>{index % 2 === 1 ? (nodes[part] ?? `{${part}}`) : part}</Fragment>
  ));
}
