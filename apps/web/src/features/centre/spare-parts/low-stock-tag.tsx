import { useTranslation } from 'react-i18next';

/** The low-stock warning (total at or below the safety stock: lowStockFlag), in words, not colour alone. */
export function LowStockTag() {
  const { t } = useTranslation('centre');
  return <span className="pnc-status pnc-status-warn">{t('spareParts.lowStock')}</span>;
}
