/**
 * A cart or order line's name with the shade or size bought: 'Matte Lipstick (Shade: Ruby Woo)'.
 * The variant's words are product data, shown as the admin wrote them in either language.
 */
export function lineName(name: string, variantTitle: string | null | undefined): string {
  return variantTitle ? `${name} (${variantTitle})` : name;
}
