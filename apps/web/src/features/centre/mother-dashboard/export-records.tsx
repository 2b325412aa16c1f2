import { taipeiToday } from '@pnc/schemas/centre/define-spec';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { errorText } from '../../../lib/error-text';
import { printRecordsPath } from '../print/print-paths';
import { useRoleAtLeast } from '../resource/display';
import { downloadFile } from '../resource/download';
import { motherExportApi } from './mother-export-api';

/**
 * A manager hands a mother a copy of her and her babies' records (PDPA art. 3 and 10): as a JSON file, or printed.
 * Staff do not see it (the server refuses them too).
 */
export function ExportRecords({ mother }: { mother: number }) {
  const { t } = useTranslation(['centre', 'errors']);
  const manager = useRoleAtLeast('manager');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  if (!manager) return null;
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const doc = await dispatch(
        motherExportApi.endpoints.motherExport.initiate(mother, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      downloadFile(
        `mother-${mother}-records-${taipeiToday(new Date(doc.exported_at))}.json`,
        JSON.stringify(doc, null, 2),
        'application/json',
      );
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return (
    <Space wrap size={4}>
      <Button icon={<DownloadOutlined />} loading={state.busy} onClick={() => void download()} data-testid="export-json">
        {t('motherExport.json')}
      </Button>
      <Button icon={<PrinterOutlined />} onClick={() => void navigate(printRecordsPath(mother))} data-testid="export-print">
        {t('motherExport.print')}
      </Button>
      {state.error != null && (
        <Typography.Text type="danger" role="alert">
          {errorText(t, state.error)}
        </Typography.Text>
      )}
    </Space>
  );
}
