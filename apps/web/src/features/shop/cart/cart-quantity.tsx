import { parseNumberInput } from '@pnc/schemas/numeric-input';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/field-error-text';

/** The most of one item a cart line holds (the server's own limit). */
const MOST = 999;

interface Props {
  label: string;
  quantity: number;
  /** The item's stock when known: more than it is refused at the line with the stock named, never lowered to it. */
  stock?: number;
  onQuantity: (quantity: number) => void;
}

/**
 * A cart line's quantity, typed as text and read by the one number reader: 「３」 is 3; 0, 1.5, letters and more
 * than the stock are refused at the line and the line keeps its quantity (nothing is lowered, raised or removed).
 */
export function CartQuantity({ label, quantity, stock, onQuantity }: Props) {
  const { t } = useTranslation(['shop', 'errors']);
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(quantity);
  const read = parseNumberInput(shown, { scale: 0, min: 1, max: MOST });
  const overStock = read.ok && read.value !== null && stock !== undefined && read.value > stock;
  const problem = !read.ok
    ? fieldErrorText(t, read.note)
    : read.value === null
      ? fieldErrorText(t, 'required')
      : overStock
        ? t('shop:cart.onlyInStock', { stock })
        : null;
  const change = (typed: string) => {
    setText(typed);
    const next = parseNumberInput(typed, { scale: 0, min: 1, max: MOST });
    if (next.ok && next.value !== null && (stock === undefined || next.value <= stock)) onQuantity(next.value);
  };
  return (
    <div className="pnc-cart-qty">
      <Input
        aria-label={label}
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => change(e.target.value)}
        // Leaving the box shows what was understood (「３」 → 3); a refused text stays as typed.
        onBlur={() => read.ok && read.value !== null && !overStock && setText(null)}
        style={{ width: 90 }}
      />
      {problem && (
        <div className="pnc-quantity-error" role="alert" data-testid="line-quantity-error">
          {problem}
        </div>
      )}
    </div>
  );
}
