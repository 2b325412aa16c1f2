import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface StepProps {
  prevLabel: string;
  nextLabel: string;
  onPrev: () => void;
  onToday: () => void;
  onNext: () => void;
}

/** Previous / today / next: the icon buttons are named by their labels (read aloud, and shown on pointing). */
export function PeriodButtons({ prevLabel, nextLabel, onPrev, onToday, onNext }: StepProps) {
  const { t } = useTranslation('centre');
  return (
    <>
      <Button icon={<LeftOutlined />} onClick={onPrev} aria-label={prevLabel} title={prevLabel} />
      <Button onClick={onToday}>{t('board.today')}</Button>
      <Button icon={<RightOutlined />} onClick={onNext} aria-label={nextLabel} title={nextLabel} />
    </>
  );
}

interface Props extends StepProps {
  /** The period shown, in words (a month, a week, a range of days). */
  title: string;
  /** Controls of the page beside the navigation (a view switch). */
  children?: ReactNode;
}

/** Previous / today / next over a period, with the period named: the planning screens' one toolbar. */
export function PeriodNav({ title, children, ...steps }: Props) {
  return (
    <div className="pnc-period-nav">
      <Space wrap>
        <PeriodButtons {...steps} />
        <h3 className="pnc-period-title" aria-live="polite" data-testid="period-title">
          {title}
        </h3>
      </Space>
      {children && <div className="pnc-period-extra">{children}</div>}
    </div>
  );
}
