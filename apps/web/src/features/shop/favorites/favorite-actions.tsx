import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { errorText } from '../../../lib/error-text';
import { pickLang } from '../../../lib/pick-lang';
import { favoritesChanged } from '../../account/userSlice';
import { toastShown } from '../../app/appSlice';
import { selectLang } from '../../lang/langSlice';
import { useRemoveFavoriteMutation } from '../api';
import { cartKey, loadCart } from '../cart';
import { setCartEntry } from '../cart-actions';
import type { ShopItem } from '../types';

/**
 * A favorite's own actions: add one to the cart (an item with sizes or colours is chosen on its page; never more
 * than its stock), and remove it from the favorites.
 */
export function FavoriteActions({ item }: { item: ShopItem }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useStore<RootState>();
  const lang = useAppSelector(selectLang);
  const [removeFavorite, removing] = useRemoveFavoriteMutation();
  const name = pickLang(item, 'name', lang);
  const key = cartKey(item.id);
  const hasVariants = item.variants.length > 0;

  const addToCart = async () => {
    if (hasVariants) return void navigate(`/item/${item.id}`);
    const have = loadCart().items[key]?.quantity ?? 0;
    if (have >= item.stock) return void dispatch(toastShown(t('item.allInCart'), 'info'));
    await dispatch(setCartEntry({ key, value: { item_id: item.id, quantity: have + 1, attributes: {} } }));
    dispatch(toastShown(t('item.added', { name, count: have + 1 }), 'success'));
  };

  const remove = async () => {
    try {
      await removeFavorite(item.id).unwrap();
      const current = store.getState().user.data?.favorite ?? [];
      dispatch(favoritesChanged(current.filter((id) => id !== item.id)));
      dispatch(toastShown(t('favorites.removed', { name }), 'info'));
    } catch (error) {
      dispatch(toastShown(errorText(t, error), 'error', 3000));
    }
  };

  return (
    <div className="pnc-favorite-actions">
      <Button
        type="primary"
        icon={<ShoppingCartOutlined />}
        disabled={item.stock <= 0}
        onClick={() => void addToCart()}
        aria-label={t(hasVariants ? 'favorites.chooseOf' : 'favorites.addOf', { name })}
        data-testid="favorite-add"
      >
        {item.stock <= 0 ? t('item.soldOut') : hasVariants ? t('item.chooseVariant') : t('item.addToCart')}
      </Button>
      <Button
        icon={<DeleteOutlined />}
        loading={removing.isLoading}
        onClick={() => void remove()}
        aria-label={t('favorites.removeOf', { name })}
        data-testid="favorite-remove"
      >
        {t('favorites.remove')}
      </Button>
    </div>
  );
}
