import { Alert, Button, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canTransition } from '@pnc/schemas/centre/stay-transitions';
import { ApiErrorAlert } from '../resource/api-error';
import { useStayChangeRoomMutation } from './change-room-api';

interface Props {
  stay: { id: number; status?: string | null; end_date: string };
  from: { id: number; number: string };
  /** Every room; only those available are offered. */
  rooms: readonly { id: number; number: string; status: string }[];
  motherName: string;
}

/**
 * 換房 / Change room for an in-house stay: pick a ready room, read what will happen (this stay ends today, the next
 * runs in the new room to the planned end, the old room goes to cleaning), confirm.
 */
export function ChangeRoomButton({ stay, from, rooms, motherName }: Props) {
  const { t } = useTranslation('centre');
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState<number>();
  const [reason, setReason] = useState('');
  const [change, state] = useStayChangeRoomMutation();
  if (!canTransition(stay.status ?? undefined, 'change_room')) return null;
  const ready = rooms.filter((r) => r.status === 'available' && r.id !== from.id);
  const target = ready.find((r) => r.id === to);
  const close = () => {
    setOpen(false);
    setTo(undefined);
    setReason('');
    state.reset();
  };
  return (
    <>
      <Button size="small" data-testid={`change-room-${from.number}`} onClick={() => setOpen(true)}>
        {t('changeRoom.action')}
      </Button>
      <Modal
        open={open}
        title={t('changeRoom.title', { name: motherName })}
        okText={t('changeRoom.confirm')}
        cancelText={t('changeRoom.cancel')}
        okButtonProps={{ disabled: !target, loading: state.isLoading, 'data-testid': 'change-room-confirm' } as never}
        onCancel={close}
        onOk={async () => {
          if (!target) return;
          const done = await change({ id: stay.id, room: target.id, ...(reason ? { reason } : {}) });
          if (!('error' in done)) close();
        }}
        destroyOnHidden
      >
        <Select
          aria-label={t('changeRoom.room')}
          placeholder={t('changeRoom.room')}
          style={{ width: '100%' }}
          value={to}
          onChange={setTo}
          options={ready.map((r) => ({ value: r.id, label: r.number }))}
          notFoundContent={t('changeRoom.noRoom')}
          data-testid="change-room-select"
        />
        <Input.TextArea
          aria-label={t('changeRoom.reason')}
          placeholder={t('changeRoom.reason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          style={{ marginTop: 8 }}
        />
        {target && (
          <Alert
            style={{ marginTop: 8 }}
            type="info"
            data-testid="change-room-effect"
            title={t('changeRoom.effect', { from: from.number, to: target.number, until: stay.end_date })}
          />
        )}
        {state.error && <ApiErrorAlert error={state.error} />}
      </Modal>
    </>
  );
}
