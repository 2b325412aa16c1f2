/** Money is an integer NT$ amount (TWD has no minor unit): shown as NT$1,280 in both languages. */
export function formatMoney(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}NT$${groupThousands(Math.abs(Math.round(amount)))}`;
}

/**
 * 1280 → "1,280", as en-US and zh-TW both write it. By hand rather than toLocaleString: the first Intl call on
 * a page loads the locale data, which the item page's price would pay inside its first render.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
