import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { PrefetchLink } from '../../../components/prefetch-link';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { formatMoney } from '../../../lib/money';
import type { ShopItem } from '../types';
import './item-card.css';

/** An item in a grid: picture, name, price, stock hint. Plain markup: the home section uses it in the first load. */
export function ItemCard({ item }: { item: ShopItem }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLang);
  const name = pickLang(item, 'name', lang);
  return (
    <PrefetchLink to={`/item/${item.id}`} className="pnc-item-card" data-testid="item-card">
      <span className="pnc-item-card-picture">
        {item.images[0] ? (
          <img src={item.images[0]} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="pnc-item-card-placeholder" aria-hidden="true" />
        )}
        {item.stock <= 0 && <span className="pnc-item-card-flag">{t('shopHome.soldOut')}</span>}
      </span>
      <span className="pnc-item-card-body">
        <span className="pnc-item-card-name">{name}</span>
        <span className="pnc-item-card-price">{formatMoney(item.price)}</span>
      </span>
    </PrefetchLink>
  );
}

export function ItemGrid({ items }: { items: ShopItem[] }) {
  return (
    <div className="pnc-item-grid">
      {items.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </div>
  );
}
