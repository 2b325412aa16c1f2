import { Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetFavoritesQuery } from '../api';
import { membersOnly } from '../checkout/members-only';
import { ItemCard } from '../components/item-card';
import { FavoriteActions } from './favorite-actions';
import { useShopApi } from '../use-shop-page';
import { LoadFailed } from '../components/load-failed';
import '../shop.css';

/** /favorites — the items I marked (GET /api/user/favorite/), each with add to cart and remove; in the account menu. */
export default membersOnly(Favorites, 'favorites.loginHint', { waitForSession: true });

function Favorites() {
  useShopApi();
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const favorites = useGetFavoritesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className="pnc-shop-page">
      <h1 className="pnc-shop-title">{t('favorites.title')}</h1>
      {favorites.isError ? (
        <LoadFailed onRetry={() => void favorites.refetch()} />
      ) : !favorites.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : favorites.data.length === 0 ? (
        <Card>
          <Empty description={t('favorites.none')}>
            <Button type="primary" onClick={() => navigate('/items')}>
              {t('cart.browse')}
            </Button>
          </Empty>
        </Card>
      ) : (
        <ul className="pnc-item-grid pnc-favorites" data-testid="favorites">
          {favorites.data.map((item) => (
            <li key={item.id} className="pnc-favorite" data-testid="favorite">
              <ItemCard item={item} />
              <FavoriteActions item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
