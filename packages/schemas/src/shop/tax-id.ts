/**
 * 營利事業統一編號 (a company's 8-digit tax id) and its check, as the Ministry of Finance publishes it
 * (營利事業統一編號檢查碼邏輯修正說明): each digit times the weights 1 2 1 2 1 2 4 1, the two digits of each
 * product added, the eight results summed. Since 2023 (new numbers released from April 2023) the sum must be
 * divisible by 5; before, by 10. When the 7th digit is 7 its product is 28 → 10, which counts as either 1 or 0:
 * the number passes when either sum does.
 */
const WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;

/** The weighted digit sum (the 7th position counted as 10 when its digit is 7). */
export function taxIdSum(id: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const product = Number(id[i]) * WEIGHTS[i]!;
    sum += Math.floor(product / 10) + (product % 10);
  }
  return sum;
}

/** Whether 8 digits pass the check with this divisor: 5 (the rule since 2023) or 10 (the former rule). */
export function taxIdChecks(id: string, divisor: 5 | 10 = 5): boolean {
  if (!/^\d{8}$/.test(id)) return false;
  const sum = taxIdSum(id);
  // 10 ≡ 0 (mod 5 and mod 10): counting the 7th as 0 is `sum`, counting it as 1 is `sum + 1`.
  return sum % divisor === 0 || (id[6] === '7' && (sum + 1) % divisor === 0);
}

/** A 統一編號 the current rule accepts: exactly 8 ASCII digits passing the divisible-by-5 check. */
export const isTaxId = (id: string): boolean => taxIdChecks(id, 5);
