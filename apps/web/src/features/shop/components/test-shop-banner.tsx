import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectShopConfig } from '../../app/appSlice';

/** On every page where a customer pays, while the server runs the sandbox in production: no money is taken. */
export function TestShopBanner() {
  const { t } = useTranslation('shop');
  const testShop = useAppSelector(selectShopConfig)?.test_shop === true;
  if (!testShop) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      title={t('testShop.banner')}
      role="status"
      data-testid="test-shop-banner"
      style={{ marginBottom: 16 }}
    />
  );
}
