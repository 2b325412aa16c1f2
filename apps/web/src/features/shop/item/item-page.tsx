import { HeartFilled, HeartOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, type RefCallback, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { withChunkReload } from '../../../lib/chunk-reload';
import { useHydrated } from '../../../lib/hydrated';
import { useNearViewport } from '../../../lib/near-viewport';
import { errorText } from '../../../lib/error-text';
import { pickLang } from '../../../lib/pick-lang';
import { favoritesChanged, selectUser } from '../../account/userSlice';
import { toastShown } from '../../app/appSlice';
import { selectLang } from '../../lang/langSlice';
import { useAddFavoriteMutation, useGetCategoriesQuery, useGetItemQuery, useRemoveFavoriteMutation } from '../api';
import { cartKey, loadCart } from '../cart';
import { setCartEntry } from '../cart-actions';
import { findCategory } from '../catalogue/category-tree';
import { Pill } from '../components/pill';
import { ShopBreadcrumb } from '../components/shop-breadcrumb';
import { formatMoney } from '../../../lib/money';
import { useLoginGate } from '../use-login-gate';
import { useShopApi } from '../use-shop-page';
import { QuantityField, readQuantity } from './quantity-field';
import { VariantPicker } from './variant-picker';
import '../shop.css';

/**
 * The comments sit below the item and bring antd's Input, Pagination (with Select), Popconfirm and Avatar: their
 * own chunk, fetched (with the comments) once their place comes near the screen. On a phone that is below the first
 * screen, so a first visit's load does not carry their code, styles, answer and render; on a wide screen it is at once.
 */
const COMMENTS_MARGIN = '0px 0px 100px 0px';
const CommentsSection = lazy(
  withChunkReload(() => import('./comments-section').then((module) => ({ default: module.CommentsSection }))),
);

/** The 404 and the failed load: their own chunk, which a visit to an item that exists never fetches. */
const ItemProblem = lazy(withChunkReload(() => import('./item-problem')));

/** /item/:id — pictures, price, stock, add to cart with a quantity, favorite, comments and replies. */
export default function ItemPage() {
  useShopApi();
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useStore<RootState>();
  const lang = useAppSelector(selectLang);
  const user = useAppSelector(selectUser);
  const gate = useLoginGate();
  const id = Number(useParams().id);
  const item = useGetItemQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const categories = useGetCategoriesQuery().data ?? [];
  // Store updates render urgently; the deferred copy renders the item as a transition input and paint can interrupt.
  const shown = useDeferredValue(item.data);
  // The quantity as typed: it is read, never corrected (quantity-field.tsx).
  const [quantityText, setQuantityText] = useState('1');
  // The chosen size or colour (items with variants); none at first, on the server and in the browser alike.
  const [variantId, setVariantId] = useState<number | undefined>(undefined);
  const [picture, setPicture] = useState(0);
  const [addFavorite, adding] = useAddFavoriteMutation();
  const [removeFavorite, removing] = useRemoveFavoriteMutation();
  const [commentsPlace, commentsNear] = useNearViewport<HTMLElement>(COMMENTS_MARGIN);
  // The cart is in local storage: the server renders (and hydration matches) an empty one.
  const hydrated = useHydrated();

  const notFound = !Number.isInteger(id) || id <= 0 || (item.error && 'status' in item.error && item.error.status === 404);
  if (notFound || item.isError) {
    return (
      <Suspense fallback={<div className="pnc-shop-page pnc-item-loading" />}>
        <ItemProblem problem={notFound ? 'notFound' : 'loadFailed'} onRetry={() => void item.refetch()} />
      </Suspense>
    );
  }
  if (!shown) {
    return (
      <div className="pnc-shop-page pnc-item-loading" aria-busy="true">
        <div className="pnc-item-loading-picture" />
        <div className="pnc-item-loading-lines" />
      </div>
    );
  }
  const data = shown;
  const name = pickLang(data, 'name', lang);
  const category = data.categories.map((c) => findCategory(categories, c)).find(Boolean);
  // An item with variants is bought through one of them: its stock and price are the chosen one's.
  const chosen = data.variants.find((v) => v.id === variantId);
  const mustChoose = data.variants.length > 0 && !chosen;
  const stock = chosen ? chosen.stock : data.stock;
  const price = chosen?.price ?? data.price;
  const lineKey = cartKey(data.id, {}, chosen?.id);
  const inCart = hydrated && !mustChoose ? (loadCart().items[lineKey]?.quantity ?? 0) : 0;
  const canAdd = mustChoose ? 0 : Math.max(0, stock - inCart);
  const favorite = !!user?.favorite.includes(data.id);
  const quantity = readQuantity(quantityText, canAdd);

  const addToCart = async () => {
    if (mustChoose || quantity === undefined) return;
    const key = lineKey;
    const have = loadCart().items[key]?.quantity ?? 0;
    const next = Math.min(have + quantity, stock);
    const value = { item_id: data.id, quantity: next, attributes: {}, ...(chosen && { variant_id: chosen.id }) };
    await dispatch(setCartEntry({ key, value }));
    const named = chosen ? `${name} · ${pickLang(chosen, 'name', lang)}` : name;
    dispatch(toastShown(t('item.added', { name: named, count: next }), 'success'));
    setQuantityText('1');
  };

  const toggleFavorite = () =>
    gate(async () => {
      // Read the list at call time: after a login through the dialog it was loaded just now.
      const current = () => store.getState().user.data?.favorite ?? [];
      try {
        if (current().includes(data.id)) {
          await removeFavorite(data.id).unwrap();
          dispatch(favoritesChanged(current().filter((f) => f !== data.id)));
          dispatch(toastShown(t('item.unfavorited'), 'info'));
        } else {
          await addFavorite(data.id).unwrap();
          dispatch(favoritesChanged([data.id, ...current().filter((f) => f !== data.id)]));
          dispatch(toastShown(t('item.favorited'), 'success'));
        }
      } catch (error) {
        dispatch(toastShown(errorText(t, error), 'error', 3000));
      }
    });

  const images = data.images.length ? data.images : [''];
  return (
    <div className="pnc-shop-page">
      <ShopBreadcrumb
        items={[
          { to: '/items', label: t('catalogue.allTitle') },
          ...(category ? [{ to: `/category/${category.id}`, label: pickLang(category, 'name', lang) }] : []),
          { label: name },
        ]}
      />
      <div className="pnc-item">
        <div className="pnc-item-gallery">
          <div className="pnc-item-picture">
            {images[picture] ? (
              <img src={images[picture]} alt={name} fetchPriority="high" />
            ) : (
              <span className="pnc-item-card-placeholder" />
            )}
          </div>
          {images.length > 1 && (
            <div className="pnc-item-thumbs" role="group" aria-label={t('item.pictures')}>
              {images.map((src, index) => (
                <button
                  key={src + index}
                  type="button"
                  className={index === picture ? 'pnc-item-thumb pnc-item-thumb-active' : 'pnc-item-thumb'}
                  onClick={() => setPicture(index)}
                  aria-label={t('item.picture', { n: index + 1 })}
                  aria-pressed={index === picture}
                >
                  <img src={src} alt="" />
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="pnc-item-info">
          <h1 className="pnc-item-name" data-testid="item-name">
            {name}
          </h1>
          <div className="pnc-item-price" data-testid="item-price">
            {formatMoney(price)}
          </div>
          <div className="pnc-item-stock">
            {stock > 0 ? (
              <Pill tone={stock <= 5 ? 'orange' : 'green'}>
                {stock <= 5 ? t('item.fewLeft', { count: stock }) : t('item.inStock', { count: stock })}
              </Pill>
            ) : (
              <Pill tone="grey">{t('item.soldOut')}</Pill>
            )}
            {data.sold_count > 0 && <span className="pnc-muted">{t('item.sold', { count: data.sold_count })}</span>}
          </div>
          <p className="pnc-item-description">{pickLang(data, 'description', lang)}</p>
          {data.variants.length > 0 && (
            <VariantPicker variants={data.variants} value={chosen?.id} onChange={setVariantId} lang={lang} />
          )}
          <div className="pnc-item-buy">
            <label className="pnc-filter-label" htmlFor="item-quantity">
              {t('item.quantity')}
            </label>
            <QuantityField id="item-quantity" text={quantityText} quantity={quantity} max={canAdd} onChange={setQuantityText} />
            {inCart > 0 && <span className="pnc-muted">{t('item.inCart', { count: inCart })}</span>}
          </div>
          <div className="pnc-item-actions">
            <Button
              type="primary"
              size="large"
              icon={<ShoppingCartOutlined />}
              disabled={canAdd <= 0 || quantity === undefined}
              onClick={() => void addToCart()}
              data-testid="add-to-cart"
            >
              {stock <= 0
                ? t('item.soldOut')
                : mustChoose
                  ? t('item.chooseVariant')
                  : canAdd <= 0
                    ? t('item.allInCart')
                    : t('item.addToCart')}
            </Button>
            <Button size="large" onClick={() => navigate('/cart')}>
              {t('item.goToCart')}
            </Button>
            <Button
              size="large"
              icon={favorite ? <HeartFilled style={{ color: '#b3261e' }} /> : <HeartOutlined />}
              loading={adding.isLoading || removing.isLoading}
              aria-pressed={favorite}
              onClick={toggleFavorite}
              data-testid="favorite-toggle"
            >
              {favorite ? t('item.favorited') : t('item.favorite')}
            </Button>
          </div>
        </div>
      </div>
      {commentsNear ? (
        <Suspense fallback={<CommentsWaiting title={t('comments.title')} />}>
          <CommentsSection itemId={data.id} />
        </Suspense>
      ) : (
        <CommentsWaiting title={t('comments.title')} place={commentsPlace} />
      )}
    </div>
  );
}

/** The comments' place while they are not loaded: their title, and room for the form and the first comments. */
function CommentsWaiting({ title, place }: { title: string; place?: RefCallback<HTMLElement> }) {
  return (
    <section ref={place} className="pnc-comments pnc-comments-waiting" aria-busy="true" aria-labelledby="comments-title">
      <h2 id="comments-title" className="pnc-shop-subtitle">
        {title}
      </h2>
    </section>
  );
}
