/**
 * VAT in a price that includes it (docs/guide/vat.md): the VAT is the price × rate ÷ (100 % +
 * rate), rounded to the poisha (half up), and the value before VAT is what is left. Rates are in
 * basis points (1500 = 15 %) so that 7.5 % is exact. Amounts are poisha.
 */

export type VatSplit = { valueInclVat: number; valueExclVat: number; vat: number };

const WHOLE = 10_000;

export function splitInclusive(valueInclVat: number, rateBp: number): VatSplit {
  const divisor = WHOLE + rateBp;
  // Half up, in integers: floor((2·a·r + d) / 2d).
  const vat = Math.floor((2 * valueInclVat * rateBp + divisor) / (2 * divisor));
  return { valueInclVat, valueExclVat: valueInclVat - vat, vat };
}

export function sumSplits(splits: VatSplit[]): VatSplit {
  return splits.reduce(
    (total, split) => ({
      valueInclVat: total.valueInclVat + split.valueInclVat,
      valueExclVat: total.valueExclVat + split.valueExclVat,
      vat: total.vat + split.vat,
    }),
    { valueInclVat: 0, valueExclVat: 0, vat: 0 },
  );
}

/**
 * `total` poisha shared in proportion to `weights`: whole parts first, the poisha left to the
 * largest remainders (the first of equal ones), so the shares add up to `total` exactly.
 */
export function shareInProportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((all, weight) => all + weight, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight * total) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((all, share) => all + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
