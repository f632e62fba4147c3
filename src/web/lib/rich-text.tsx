import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements (links, bold e-mails) in its {placeholders}: each language
 * puts them where its word order needs them. Pass the template as `t(key)` gives it, unfilled.
 */
export function richText(template: string, parts: Record<string, ReactNode>): ReactNode {
  // split() with a capture group keeps the placeholder names at the odd indexes.
  return template.split(/\{(\w+)\}/).map((piece, index) =>
    index % 2 === 0 ? (
      piece
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are fixed by the template
      <Fragment key={index}>{parts[piece] ?? `{${piece}}`}</Fragment>
    ),
  );
}
