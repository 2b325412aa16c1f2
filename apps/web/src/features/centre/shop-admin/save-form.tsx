import { Alert, Button, Form, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from './server-errors';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';

interface Props<V> {
  /** The record's kind: the form is named `<kind>-<id or new>` (its fields' ids) and tested as `form-<kind>`. */
  kind: 'category' | 'item' | 'news';
  /** The record edited; undefined for a new one, whose button says Create instead of Save. */
  id: number | undefined;
  /** The fields on the form: a server error about one of them is shown on it, any other above the form. */
  fields: readonly string[];
  initialValues: object;
  /** Sends the values (and reports the saved record); a refusal throws. */
  send: (values: V) => Promise<void>;
  saving: boolean;
  onCancel: () => void;
  scrollToFirstError?: boolean;
  children: ReactNode;
}

/** A shop record's create or edit form: the fields given, the server's refusals shown, then Save (or Create) and Cancel. */
export function SaveForm<V extends object>({
  kind,
  id,
  fields,
  initialValues,
  send,
  saving,
  onCancel,
  scrollToFirstError,
  children,
}: Props<V>) {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: V) => {
    setError(null);
    try {
      await send(values);
    } catch (e) {
      setError(showServerErrors(form, fields, t, e));
    }
  };

  return (
    <Form<V>
      form={form}
      name={`${kind}-${id ?? 'new'}`}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void submit(v)}
      data-testid={`form-${kind}`}
      scrollToFirstError={scrollToFirstError}
    >
      {error && <Alert type="error" showIcon title={error} className="pnc-form-alert" />}
      {children}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t(id === undefined ? 'centre:generic.create' : 'centre:generic.save')}
        </Button>
        <Button onClick={onCancel}>{t('centre:generic.cancel')}</Button>
      </Space>
    </Form>
  );
}
