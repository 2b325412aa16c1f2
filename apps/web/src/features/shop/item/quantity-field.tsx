import { parseNumberInput } from '@pnc/schemas/numeric-input';
import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeHydration } from '../../../lib/typed-before-hydration';

/**
 * A typed quantity when it is a whole number from 1 to `max`, read by the one number reader (full-width digits, as a
 * Chinese keyboard types them, read as the same number), else undefined: the field then says so and nothing is added.
 */
export function readQuantity(text: string, max: number): number | undefined {
  const read = parseNumberInput(text, { scale: 0, min: 1, max });
  return read.ok && read.value !== null ? read.value : undefined;
}

interface Props {
  id: string;
  /** What the customer typed, kept as typed. */
  text: string;
  /** That text read by readQuantity: undefined when it is not a quantity that can be added. */
  quantity: number | undefined;
  /** How many can still be added; none (0) turns the field off. */
  max: number;
  onChange: (text: string) => void;
}

/**
 * How many to add: a text field the customer types into, with one-step buttons either side. The page's plain form
 * controls (not antd's InputNumber and its form contexts) keep what was typed: a wrong number is said under the field
 * and stops the add, it is never replaced.
 */
export function QuantityField({ id, text, quantity: current, max, onChange }: Props) {
  const { t } = useTranslation('shop');
  const disabled = max <= 0;
  const problem = !disabled && current === undefined;
  const errorId = `${id}-error`;
  const box = useRef<HTMLInputElement>(null);
  // A quantity typed before the app hydrated is kept, not put back to the page's 1.
  useTypedBeforeHydration(box, text, onChange);
  return (
    <div className="pnc-quantity">
      <div className="pnc-quantity-controls">
        <Button
          size="large"
          aria-label={t('item.quantityLess')}
          aria-controls={id}
          disabled={disabled || current === undefined || current <= 1}
          onClick={() => current !== undefined && onChange(String(current - 1))}
        >
          −
        </Button>
        <input
          id={id}
          ref={box}
          className="pnc-quantity-input"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button
          size="large"
          aria-label={t('item.quantityMore')}
          aria-controls={id}
          disabled={disabled || current === undefined || current >= max}
          onClick={() => current !== undefined && onChange(String(current + 1))}
        >
          +
        </Button>
      </div>
      {problem && (
        <div id={errorId} className="pnc-quantity-error" role="alert">
          {t('item.quantityInvalid', { max })}
        </div>
      )}
    </div>
  );
}
