import type { ClinicalFlag } from '@pnc/schemas/centre/clinical-flag';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { errorText } from '../../../lib/error-text';
import { shownFieldErrors } from '../../../lib/field-error-text';
import { useAcknowledgeFlagMutation } from './clinical-flag-api';
import { ruleLabel } from './flag-format';

/** The note's most characters (AcknowledgeFlag in clinical-flag.ts): counted, never cut; the server refuses more. */
const NOTE_MAX = 2000;

/**
 * Acknowledging a flag: the nurse writes what she saw and did (a note is required; only spaces is no note). A flag
 * someone else acknowledged meanwhile is refused by the server (409 flag_acknowledged), said here in words.
 */
export function AcknowledgeDialog({ flag, onClose }: { flag: ClinicalFlag | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['centre', 'errors']);
  const [form] = Form.useForm<{ note: string }>();
  const [acknowledge, state] = useAcknowledgeFlagMutation();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    form.resetFields();
    setError(null);
    state.reset();
    onClose();
  };
  const submit = async ({ note }: { note: string }) => {
    if (!flag) return;
    setError(null);
    try {
      await acknowledge({ id: flag.id, note }).unwrap();
      close();
    } catch (e) {
      const onNote = isApiError(e) && e.code === 'validation_error' ? shownFieldErrors(t, e.fields, ['note']) : [];
      if (onNote.length) form.setFields(onNote as Parameters<typeof form.setFields>[0]);
      else setError(errorText(t, e));
    }
  };
  return (
    <Modal
      open={flag !== null}
      title={t('clinicalFlags.ack.title')}
      onCancel={close}
      destroyOnHidden
      footer={
        <>
          <Button onClick={close}>{t('generic.cancel')}</Button>
          <Button type="primary" loading={state.isLoading} onClick={() => form.submit()} data-testid="acknowledge-confirm">
            {t('clinicalFlags.ack.confirm')}
          </Button>
        </>
      }
    >
      {flag && (
        <Form form={form} name={`acknowledge-${flag.id}`} layout="vertical" onFinish={(v) => void submit(v)}>
          <p>
            <strong>{ruleLabel(flag.rule, i18n.language)}</strong>
            {' · '}
            {flag.baby ? `${flag.baby.name ?? `#${flag.baby.id}`} (${flag.mother.name ?? ''})` : flag.mother.name}
          </p>
          {error && <Alert type="error" showIcon title={error} className="pnc-form-alert" data-testid="acknowledge-error" />}
          <Form.Item
            name="note"
            label={t('clinicalFlags.ack.note')}
            extra={t('clinicalFlags.ack.noteHelp')}
            rules={[{ required: true, whitespace: true, message: t('clinicalFlags.ack.noteRequired') }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ max: NOTE_MAX, show: true }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
