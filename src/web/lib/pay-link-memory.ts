/**
 * The payment link a shopper left for a gateway, by short order number, for this tab only: the
 * gateway sends them back to /checkout/failed, which offers the link's page again (decision 034).
 */
const key = (number: string) => `sajghor.payLink.${number}`;

export function rememberPayLink(number: string, token: string): void {
  try {
    sessionStorage.setItem(key(number), token);
  } catch {
    // Storage off (private mode): the failed page then shows its usual choices.
  }
}

export function payLinkPathFor(orderId: string): string | null {
  try {
    const token = sessionStorage.getItem(key(orderId.slice(0, 8)));
    return token ? `/pay/${encodeURIComponent(token)}` : null;
  } catch {
    return null;
  }
}
