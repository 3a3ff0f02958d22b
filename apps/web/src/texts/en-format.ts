/**
 * An amount in euros. en-FI writes numbers the Finnish way ("1 234,50"), so the euro sign follows
 * the amount as it does in Finnish.
 */
export function euros(amount: string): string {
  return `${amount} €`;
}

const plurals = new Intl.PluralRules('en');

/** A count with the noun's singular or plural form: '1 invoice', '3 invoices'. */
export function counted(count: number, one: string, other: string): string {
  return `${count} ${plurals.select(count) === 'one' ? one : other}`;
}
