import { AuditOutlined, PlusOutlined } from '@ant-design/icons';
import { sparePart } from '@pnc/schemas/centre/spare-part';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldValue, useRoleAtLeast } from '../resource/display';
import { ResourceTable } from '../resource/resource-table';
import { LowStockPanel } from './low-stock-panel';
import { LowStockTag } from './low-stock-tag';
import { partPath } from './part-path';

/** /centre/spareParts: what runs low first, then every part (generic list, export, server sort). */
export function SparePartsList() {
  const { t } = useTranslation('centre');
  const navigate = useNavigate();
  // Parts and their prices are the managers' to write (the server refuses staff); staff move stock on a part's page.
  const manager = useRoleAtLeast('manager');
  return (
    <>
      <LowStockPanel />
      <ResourceTable
        def={sparePart}
        onOpen={(part) => void navigate(partPath(part.id))}
        cells={{
          low_stock: (value) => (value ? <LowStockTag /> : <FieldValue def={sparePart} name="low_stock" value={value} />),
        }}
        extra={
          <Space wrap>
            {/* Counting the shelves is staff work: every part's stock set to its count at once. */}
            <Button icon={<AuditOutlined />} onClick={() => void navigate('/centre/stockTake')} data-testid="stock-take-open">
              {t('stockTake.link')}
            </Button>
            {manager && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(partPath('new'))}>
                {t('generic.new', { what: t(`${sparePart.name}.label`) })}
              </Button>
            )}
          </Space>
        }
      />
    </>
  );
}
