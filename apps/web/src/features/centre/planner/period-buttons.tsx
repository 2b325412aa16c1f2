import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { spacedLabel } from '../../../lib/spaced-label';

interface Props {
  prevLabel: string;
  nextLabel: string;
  onPrev: () => void;
  onToday: () => void;
  onNext: () => void;
}

/**
 * Previous / today / next: plain buttons drawn as Ant Design's default Button (planner.css). Not antd's own: its
 * look comes from the theme's CSS variables, which the app computes as it runs, and the server writes the room
 * board's first screen, these buttons included, before any script has run (apps/server/src/web/board-screen.ts,
 * docs/decisions/0011). The markup here and there is the same; an e2e scenario holds them alike.
 */
export function PeriodButtons({ prevLabel, nextLabel, onPrev, onToday, onNext }: Props) {
  const { t } = useTranslation('centre');
  return (
    <>
      <ArrowButton label={prevLabel} onClick={onPrev} icon={<LeftOutlined />} />
      <button type="button" className="pnc-period-btn" onClick={onToday}>
        {spacedLabel(t('board.today'))}
      </button>
      <ArrowButton label={nextLabel} onClick={onNext} icon={<RightOutlined />} />
    </>
  );
}

/** A square button with an icon, named by its label (read aloud, and shown on pointing). */
function ArrowButton({ label, onClick, icon }: { label: string; onClick: () => void; icon: ReactNode }) {
  return (
    <button type="button" className="pnc-period-btn pnc-period-btn-icon" onClick={onClick} aria-label={label} title={label}>
      {icon}
    </button>
  );
}
