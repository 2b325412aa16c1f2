/** Money is an integer NT$ amount (TWD has no minor unit): shown as NT$1,280 in both languages. */
export function formatMoney(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}NT$${Math.abs(Math.round(amount)).toLocaleString('en-US')}`;
}
