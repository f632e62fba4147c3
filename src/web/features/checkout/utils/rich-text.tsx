import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue message whose {placeholders} are elements (a link, a bold amount): `t(key)` without
 * parameters gives the template, and each placeholder becomes its part, wherever the language
 * puts it in the sentence.
 */
export function richText(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/\{(\w+)\}/).map((piece, index) => (
    // Odd pieces are the placeholder names the split captured.
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never move
    <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>
  ));
}
