/**
 * '+8801711222333' → '01711222333', the form shoppers read. The same as localBdMobile in
 * #shared/phone, which cannot be imported here: that module builds a zod schema when loaded, and
 * these pages keep zod out of their first load (docs/decisions/007).
 */
export function displayPhone(phoneNumber: string): string {
  return phoneNumber.startsWith('+880') ? `0${phoneNumber.slice(4)}` : phoneNumber;
}
