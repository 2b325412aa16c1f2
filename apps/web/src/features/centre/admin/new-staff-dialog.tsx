import { staffRoles, type CentreUserCreate } from '@pnc/schemas/centre/user';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { errorText } from '../../../lib/error-text';
import { useCentreUserCreateMutation } from './users-api';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Told whether the invitation mail went out. */
  onCreated: (invitationSent: boolean) => void;
}

/** The admin's "new staff account" form: no password here; the new colleague sets one from the invitation mail. */
export function NewStaffDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation(['centre', 'errors']);
  const [form] = Form.useForm<CentreUserCreate>();
  const [create, creating] = useCentreUserCreateMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: CentreUserCreate) => {
    setError(null);
    try {
      const made = await create(values).unwrap();
      form.resetFields();
      onCreated(made.invitation_sent);
    } catch (e) {
      // A taken name or address is said in words and marked on its field; the server's notes are for API callers.
      const field = isApiError(e) ? ({ username_taken: 'username', email_taken: 'email' } as const)[e.code as string] : undefined;
      if (field) form.setFields([{ name: field, errors: [errorText(t, e)] }]);
      else setError(errorText(t, e));
    }
  };

  return (
    <Modal
      open={open}
      title={t('users.new')}
      okText={t('users.invite')}
      cancelText={t('generic.cancel')}
      confirmLoading={creating.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('users.inviteHelp')}</p>
      {error && <Alert type="error" showIcon title={error} className="pnc-form-alert" />}
      <Form
        form={form}
        name="new-staff"
        layout="vertical"
        initialValues={{ role: 'staff', language: 'tw' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="username"
          label={t('user.fields.username')}
          rules={[
            { required: true, whitespace: true },
            { min: 3, max: 64 },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="display_name"
          label={t('user.fields.display_name')}
          rules={[{ required: true, whitespace: true }, { max: 100 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="email" label={t('user.fields.email')} rules={[{ required: true }, { type: 'email', max: 320 }]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('user.fields.role')} rules={[{ required: true }]}>
          <Select options={staffRoles.map((r) => ({ value: r, label: t(`role.${r}`) }))} />
        </Form.Item>
        <Form.Item name="language" label={t('user.fields.language')}>
          <Select
            options={[
              { value: 'tw', label: '中文' },
              { value: 'en', label: 'English' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
