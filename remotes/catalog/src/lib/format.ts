/** A cost in the billing currency, two decimals; empty when unknown. */
export function formatCost(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return `$${value.toFixed(2)}`;
}
