import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumText } from '../resource/display';
import type { ShiftGroup } from './shift-groups';
import { ShiftPeople } from './shift-people';

interface Props {
  groups: readonly ShiftGroup[];
  nameOf: (user: number) => string;
  onAdd: (shift: ShiftGroup['shift']) => void;
  onOpen: (id: number) => void;
}

/** One day: a card per shift with who is on it and an "add" that starts a duty on that day and shift. */
export function ShiftDay({ groups, nameOf, onAdd, onOpen }: Props) {
  const { t } = useTranslation('centre');
  return (
    <div className="pnc-roster-day" data-testid="shift-day-view">
      {groups.map((g) => {
        const shift = enumText(t, 'assignment', 'shift', g.shift);
        return (
          <Card
            key={g.shift}
            size="small"
            className={`pnc-shift-card pnc-shift-${g.shift}`}
            title={
              <h3 className="pnc-card-title">
                {shift} <span className="pnc-muted">{t('assignments.people', { count: g.people.length })}</span>
              </h3>
            }
            extra={
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => onAdd(g.shift)}
                aria-label={t('assignments.addTo', { shift })}
              >
                {t('generic.newShort')}
              </Button>
            }
            data-testid={`shift-${g.shift}`}
          >
            {g.people.length ? (
              <ShiftPeople people={g.people} nameOf={nameOf} onOpen={onOpen} />
            ) : (
              <p className="pnc-muted pnc-shift-empty">{t('assignments.nobody')}</p>
            )}
          </Card>
        );
      })}
    </div>
  );
}
