import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The period shown, in words (a month, a week, a range of days). */
  title: string;
  prevLabel: string;
  nextLabel: string;
  onPrev: () => void;
  onToday: () => void;
  onNext: () => void;
  /** Controls of the page beside the navigation (a view switch). */
  children?: ReactNode;
}

/** Previous / today / next over a period, with the period named: the planning screens' one toolbar. */
export function PeriodNav({ title, prevLabel, nextLabel, onPrev, onToday, onNext, children }: Props) {
  const { t } = useTranslation('centre');
  return (
    <div className="pnc-period-nav">
      <Space wrap>
        <Button icon={<LeftOutlined />} onClick={onPrev} aria-label={prevLabel} title={prevLabel} />
        <Button onClick={onToday}>{t('board.today')}</Button>
        <Button icon={<RightOutlined />} onClick={onNext} aria-label={nextLabel} title={nextLabel} />
        <h3 className="pnc-period-title" aria-live="polite" data-testid="period-title">
          {title}
        </h3>
      </Space>
      {children && <div className="pnc-period-extra">{children}</div>}
    </div>
  );
}
