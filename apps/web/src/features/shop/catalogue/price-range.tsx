import { parseNumberInput, type NumberInput, type NumberInputOptions } from '@pnc/schemas/numeric-input';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/field-error-text';

/** A price bound: a whole NT$ amount from 0 to 999,999,999; grouped thousands (1,200) read as money is written. */
export const PRICE_BOUND: NumberInputOptions = { scale: 0, min: 0, max: 999_999_999, thousands: true };

/** A typed price bound, read by the one number reader (full-width digits alike); blank is no bound. */
export const readPrice = (text: string): NumberInput => parseNumberInput(text, PRICE_BOUND);

interface Props {
  min?: number;
  max?: number;
  onApply: (range: { min_price?: number; max_price?: number }) => void;
}

/**
 * The price filter: two boxes that keep what was typed and an Apply button. A bound the reader refuses is said under
 * the boxes in the reader's words, as is a lowest price above the highest, and nothing is applied; no number is
 * rounded or clamped. Leaving a box shows what was understood (「１，２００」 → 1200).
 */
export function PriceRange({ min, max, onApply }: Props) {
  const { t } = useTranslation('shop');
  const { t: tErrors } = useTranslation('errors');
  const [low, setLow] = useState(min === undefined ? '' : String(min));
  const [high, setHigh] = useState(max === undefined ? '' : String(max));
  const [problem, setProblem] = useState<string>();
  const box = (label: string, value: string, set: (v: string) => void) => (
    <Input
      aria-label={label}
      placeholder={label}
      prefix="NT$"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? 'price-range-error' : undefined}
      onChange={(event) => set(event.target.value)}
      onBlur={() => {
        const read = readPrice(value);
        if (read.ok && read.text !== value) set(read.text);
      }}
      style={{ width: 130 }}
    />
  );
  const apply = () => {
    const [from, to] = [readPrice(low), readPrice(high)];
    const refused = [from, to].find((read) => !read.ok);
    if (refused && !refused.ok) return setProblem(fieldErrorText(tErrors, refused.note));
    const [a, b] = [from.ok ? from.value : null, to.ok ? to.value : null];
    if (a !== null && b !== null && a > b) return setProblem(t('catalogue.priceOrder'));
    setProblem(undefined);
    onApply({ min_price: a ?? undefined, max_price: b ?? undefined });
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
