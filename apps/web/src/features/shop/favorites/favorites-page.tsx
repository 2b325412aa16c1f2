import { Button, Card, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectSessionStatus } from '../../account/userSlice';
import { useGetFavoritesQuery } from '../api';
import { LoginRequired } from '../checkout/login-required';
import { ItemGrid } from '../components/item-card';
import { useShopApi } from '../use-shop-page';
import '../shop.css';

/** /favorites — the items I marked (GET /api/user/favorite/). */
export default function FavoritesPage() {
  useShopApi();
  const { t } = useTranslation('shop');
  const status = useAppSelector(selectSessionStatus);
  if (status === 'anonymous') return <LoginRequired subtitle={t('favorites.loginHint')} />;
  if (status !== 'loggedIn') {
    return (
      <div className="pnc-shop-page">
        <Skeleton active />
      </div>
    );
  }
  return <Favorites />;
}

function Favorites() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const favorites = useGetFavoritesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className="pnc-shop-page">
      <h1 className="pnc-shop-title">{t('favorites.title')}</h1>
      {favorites.isError ? (
        <Result
          status="warning"
          title={t('catalogue.loadFailed')}
          extra={<Button onClick={() => void favorites.refetch()}>{t('retry')}</Button>}
        />
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
        <ItemGrid items={favorites.data} />
      )}
    </div>
  );
}
