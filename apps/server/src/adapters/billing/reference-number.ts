// The Finnish creditor reference (viitenumero, Finance Finland's standard): the base's digits
// weighted 7, 3, 1, … from the right; the check digit tops the sum up to the next ten.
const weights = [7, 3, 1];

/**
 * The national reference number of an invoice number's digits, grouped by five from the right
 * ('5000047' → '500 00474'); null when the digits cannot make one (a base of 3–19 digits).
 */
export function referenceNumber(invoiceNumber: string): string | null {
  const base = invoiceNumber.replace(/\D/g, '').replace(/^0+/, '');
  if (base.length < 3 || base.length > 19) return null;
  const sum = [...base]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * weights[index % 3]!, 0);
  const digits = `${base}${(10 - (sum % 10)) % 10}`;
  return digits.replace(/\B(?=(\d{5})+$)/g, ' ');
}
