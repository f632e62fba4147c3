/** The legal settings form's text and the contract's input (issue 43): the server checks it. */
import { PRODUCT_CATEGORIES, type ProductCategory } from '#shared/catalog';
import type { CodClockStart } from '#shared/deadlines';
import { asciiDigits } from '#shared/numbers';
import type { LegalSettings, LegalSettingsInput } from '#shared/schemas/vat';
import { formatBin } from '../../../components/vat-invoice/document-numbers';

// Written as the VAT documents write it (they print for the buyer too).
export { formatBin };

export type CategoryRateRow = { category: ProductCategory; rate: string };

export type LegalFormValues = {
  legalName: string;
  legalAddress: string;
  dbid: string;
  tradeLicence: string;
  vatRegistered: boolean;
  bin: string;
  vatRate: string;
  categoryRates: CategoryRateRow[];
  codClockStarts: CodClockStart;
};

export function legalFormValues(settings: LegalSettings): LegalFormValues {
  return {
    legalName: settings.legalName ?? '',
    legalAddress: settings.legalAddress ?? '',
    dbid: settings.dbid ?? '',
    tradeLicence: settings.tradeLicence ?? '',
    vatRegistered: settings.vatRegistered,
    bin: settings.bin ? formatBin(settings.bin) : '',
    vatRate: String(settings.vatRatePercent),
    categoryRates: settings.categoryRates.map((rate) => ({
      category: rate.category,
      rate: String(rate.ratePercent),
    })),
    codClockStarts: settings.codClockStarts,
  };
}

/** A rate typed in either script; NaN (sent as null) when empty or not a number, which the server names. */
export function readPercent(text: string): number {
  const latin = asciiDigits(text.trim()).replace(',', '.');
  return latin === '' ? Number.NaN : Number(latin);
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

export function legalInputFrom(values: LegalFormValues): LegalSettingsInput {
  return {
    legalName: values.legalName,
    legalAddress: values.legalAddress,
    dbid: orNull(values.dbid),
    tradeLicence: orNull(values.tradeLicence),
    vatRegistered: values.vatRegistered,
    bin: orNull(values.bin),
    vatRatePercent: readPercent(values.vatRate),
    categoryRates: values.categoryRates.map((row) => ({
      category: row.category,
      ratePercent: readPercent(row.rate),
    })),
    codClockStarts: values.codClockStarts,
  };
}

/** The next category to give a rate: the first not in the list yet, or null when all are. */
export function nextCategory(rows: CategoryRateRow[]): ProductCategory | null {
  return (
    PRODUCT_CATEGORIES.find((category) => !rows.some((row) => row.category === category)) ?? null
  );
}
