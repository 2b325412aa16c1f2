import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A typed price bound: blank is none; a whole NT$ amount of 0 or more in at most 9 digits (full-width digits read
 * alike); anything else is invalid, never rounded.
 */
export function readPrice(text: string): number | null | 'invalid' {
  const digits = text.normalize('NFKC').trim();
  if (!digits) return null;
  return /^[0-9]{1,9}$/.test(digits) ? Number(digits) : 'invalid';
}

interface Props {
  min?: number;
  max?: number;
  onApply: (range: { min_price?: number; max_price?: number }) => void;
}

/**
 * The price filter: two boxes that keep what was typed and an Apply button. A bound that is not a whole amount, or a
 * lowest price above the highest, is said under the boxes and nothing is applied; no number is rounded or clamped.
 */
export function PriceRange({ min, max, onApply }: Props) {
  const { t } = useTranslation('shop');
  const [low, setLow] = useState(min === undefined ? '' : String(min));
  const [high, setHigh] = useState(max === undefined ? '' : String(max));
  const [problem, setProblem] = useState<string>();
  const box = (label: string, value: string, set: (v: string) => void) => (
    <Input
      aria-label={label}
      placeholder={label}
      prefix="NT$"
      inputMode="numeric"
      value={value}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? 'price-range-error' : undefined}
      onChange={(event) => set(event.target.value)}
      style={{ width: 130 }}
    />
  );
  const apply = () => {
    const [from, to] = [readPrice(low), readPrice(high)];
    if (from === 'invalid' || to === 'invalid') return setProblem(t('catalogue.priceInvalid'));
    if (from !== null && to !== null && from > to) return setProblem(t('catalogue.priceOrder'));
    setProblem(undefined);
    onApply({ min_price: from ?? undefined, max_price: to ?? undefined });
  };
  return (
    <>
      {box(t('catalogue.minPrice'), low, setLow)}
      <span aria-hidden="true">–</span>
      {box(t('catalogue.maxPrice'), high, setHigh)}
      <Button onClick={apply}>{t('catalogue.apply')}</Button>
      {problem && (
        <div id="price-range-error" className="pnc-filter-error" role="alert">
          {problem}
        </div>
      )}
    </>
  );
}
