import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A shop page's failed load, with a retry; the title says what failed ("could not load" unless told). */
export function LoadFailed({ title, onRetry }: { title?: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation('shop');
  return (
    <Result status="warning" title={title ?? t('catalogue.loadFailed')} extra={<Button onClick={onRetry}>{t('retry')}</Button>} />
  );
}
