import { canTransition, STAY_CANCEL_REASON_MAX } from '@pnc/schemas/centre/stay-transitions';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { useToastAction } from '../paged-list/use-toast-action';
import { ApiErrorAlert } from './api-error';
import { useRoleAtLeast } from './display';
import { useStayCancelMutation } from './stay-cancel-api';

/**
 * 取消預約 / Cancel booking: a booked stay is cancelled with the reason asked for first (the server refuses one
 * without); it is kept, shown as cancelled, and holds its room no more. A reason over the limit is kept as typed
 * and refused at the field; a refusal from the server (the stay checked in meanwhile) is said in the dialog.
 */
export function StayCancelButton({ record }: { record: CentreRecord }) {
  const { t } = useTranslation('centre');
  const canWrite = useRoleAtLeast('staff');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const [cancel, state] = useStayCancelMutation();
  const { message, holder } = useToastAction();
  // The toast of a cancel outlives the button: once cancelled the stay is offered none.
  if (!canWrite || !canTransition(String(record.status), 'cancel')) return holder;
  const close = () => {
    setOpen(false);
    state.reset();
  };
  return (
    <>
      {holder}
      <Button danger onClick={() => setOpen(true)} data-testid="stay-cancel">
        {t('stayCancel.action')}
      </Button>
      <Modal
        open={open}
        title={t('stayCancel.title')}
        okText={t('stayCancel.confirm')}
        cancelText={t('stayCancel.back')}
        okButtonProps={{ danger: true, loading: state.isLoading, 'data-testid': 'stay-cancel-confirm' } as never}
        onCancel={close}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <p>{t('stayCancel.explain', { from: String(record.start_date), to: String(record.end_date) })}</p>
        <Form
          form={form}
          layout="vertical"
          name="stay-cancel"
          onFinish={async ({ reason }) => {
            const done = await cancel({ id: record.id, reason: reason.trim() });
            if ('error' in done) return;
            void message.success(t('stayCancel.done'));
            close();
          }}
        >
          <Form.Item
            name="reason"
            label={t('stayCancel.reason')}
            rules={[
              { required: true, whitespace: true, message: t('stayCancel.reasonRequired') },
              { max: STAY_CANCEL_REASON_MAX, message: t('stayCancel.reasonTooLong', { max: STAY_CANCEL_REASON_MAX }) },
            ]}
          >
            <Input.TextArea
              count={{ show: true, max: STAY_CANCEL_REASON_MAX }}
              autoSize={{ minRows: 2 }}
              data-testid="stay-cancel-reason"
            />
          </Form.Item>
        </Form>
        {state.error && <ApiErrorAlert error={state.error} />}
      </Modal>
    </>
  );
}
