/** 'Matte Lipstick (Shade: Ruby Woo)'; the variant words are shown as the admin wrote them. */
export function lineName(name: string, variantTitle: string | null | undefined): string {
  return variantTitle ? `${name} (${variantTitle})` : name;
}
