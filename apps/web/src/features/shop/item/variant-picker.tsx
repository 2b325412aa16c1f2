import type { ItemVariant } from '@pnc/schemas/shop/item-variant';
import { useTranslation } from 'react-i18next';
import { pickLang } from '../../../lib/pick-lang';

/** At or below this many left, a variant says how few (the item's own pill uses the same line). */
const FEW = 5;

/** A variant's stock in words: sold out, only a few left, or nothing to warn about. */
function variantStockState(variant: Pick<ItemVariant, 'stock'>): 'soldOut' | 'few' | 'inStock' {
  if (variant.stock <= 0) return 'soldOut';
  return variant.stock <= FEW ? 'few' : 'inStock';
}

interface Props {
  variants: ItemVariant[];
  value: number | undefined;
  onChange: (variantId: number) => void;
  lang: string;
}

/**
 * The item's sizes and colours, one radio each (the browser's own: arrow keys move between them) drawn as a button,
 * with its stock state; a sold-out one is shown but cannot be chosen. Nothing is chosen at first (the server renders
 * it so too, and hydration matches): the customer picks.
 */
export function VariantPicker({ variants, value, onChange, lang }: Props) {
  const { t } = useTranslation('shop');
  return (
    <div className="pnc-item-variants">
      <span id="item-variant-label" className="pnc-filter-label">
        {t('item.variant')}
      </span>
      <div
        role="radiogroup"
        aria-labelledby="item-variant-label"
        className="pnc-item-variant-choices"
        data-testid="variant-picker"
      >
        {variants.map((variant) => {
          const state = variantStockState(variant);
          return (
            <label key={variant.id} className="pnc-item-variant">
              <input
                type="radio"
                name="item-variant"
                value={variant.id}
                checked={variant.id === value}
                disabled={state === 'soldOut'}
                onChange={() => onChange(variant.id)}
              />
              <span className="pnc-item-variant-face">
                {pickLang(variant, 'name', lang)}
                {state !== 'inStock' && (
                  <span className="pnc-item-variant-stock">
                    {state === 'soldOut' ? t('item.soldOut') : t('item.fewLeft', { count: variant.stock })}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
