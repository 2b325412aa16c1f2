import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space, Spin } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectSiteName } from '../../app/appSlice';
import { ApiErrorAlert } from '../resource/api-error';
import './print.css';
import { centreDateTime } from '../../../lib/day-format';

/**
 * A print view's frame: the centre's name, a title and when it was printed, with Back and Print buttons
 * that the print stylesheet leaves off paper. Printing starts only from the button, never on load, and the
 * button is offered only once there is something to print (`children`, none while loading): never beside an error.
 * An `error` is said in place of the content; a spinner stands in while there is none.
 */
export function PrintPage({
  title,
  back,
  error,
  children,
}: {
  title: string;
  back: string;
  error?: unknown;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(['centre', 'common']);
  const navigate = useNavigate();
  const headingId = useId();
  const siteNames = useAppSelector(selectSiteName);
  const siteName = siteNames?.[i18n.language === 'en' ? 'en' : 'tw'] || t('common:site.name');
  const [openedAt] = useState(() => centreDateTime(new Date().toISOString()));
  const ready = !error && children != null;
  return (
    <article className="pnc-print" aria-labelledby={headingId} data-testid="print-view">
      <Space className="pnc-print-toolbar">
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(back)}>
          {t('print.back')}
        </Button>
        {ready && (
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="print-now">
            {t('print.print')}
          </Button>
        )}
      </Space>
      <header className="pnc-print-head">
        <p className="pnc-print-centre">{siteName}</p>
        <h2 id={headingId}>{title}</h2>
        <p className="pnc-muted">{t('print.printedAt', { when: openedAt })}</p>
      </header>
      {error ? <ApiErrorAlert error={error} /> : (children ?? <Spin />)}
    </article>
  );
}
