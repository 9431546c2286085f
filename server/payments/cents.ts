/** ₱1,234.50 from 123450: integer arithmetic, no floating point. */
export function formatCents(cents: number): string {
  const pesos = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, '0');
  return `₱${pesos.toLocaleString('en-PH')}.${rest}`;
}
