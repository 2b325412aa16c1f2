import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CategoriesTab } from './categories-tab';
import { ItemsTab } from './items-tab';
import { NewsTab } from './news-tab';
import { OrdersTab } from './orders-tab';
import './shop-admin.css';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';

const tabs = { categories: CategoriesTab, items: ItemsTab, news: NewsTab, orders: OrdersTab } as const;
type TabKey = keyof typeof tabs;
const isTab = (v: string | undefined): v is TabKey => !!v && v in tabs;

/** /centre/shop/:tab — the shop's management for managers: categories (the default), items, news and orders. */
export default function ShopAdminPage() {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const navigate = useNavigate();
  const segment = useParams()['*']?.split('/')[0];
  const active: TabKey = isTab(segment) ? segment : 'categories';
  return (
    <Tabs
      aria-label={t('tabs.label')}
      activeKey={active}
      destroyOnHidden
      onChange={(key) => void navigate(key === 'categories' ? '/centre/shop' : `/centre/shop/${key}`)}
      items={(Object.keys(tabs) as TabKey[]).map((key) => {
        const Tab = tabs[key];
        return { key, label: t(`tabs.${key}`), children: <Tab /> };
      })}
    />
  );
}
