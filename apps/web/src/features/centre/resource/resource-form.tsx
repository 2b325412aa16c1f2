import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { useAppSelector } from '../../../app/hooks';
import { errorText } from '../../../lib/error-text';
import { selectUser } from '../../account/userSlice';
import type { CentreRecord } from '../centre-events';
import { enumText, RefText } from './display';
import {
  authorFormFields,
  fieldRules,
  formFields,
  type FormMode,
  JsonFieldError,
  schemaErrors,
  toFormValues,
  toPayload,
} from './form-model';
import { RefSelect } from './ref-select';
import { useCentreCreateMutation, useCentreUpdateMutation } from './resource-api';

interface Props {
  def: ResourceDefinition;
  /** The record to edit (read by id, never a masked list row); none creates. */
  record?: CentreRecord | null;
  /** Fields set by the page (e.g. the selected mother): sent, not shown. */
  fixed?: Record<string, unknown>;
  /** Values a new record starts with, as the API writes them (e.g. the board cell's incubator and day): shown and editable. */
  defaults?: Record<string, unknown>;
  /** The page's own words for error codes it expects (e.g. the incubator board's overlap 409), instead of the generic ones. */
  errorMessages?: Partial<Record<string, string>>;
  onSaved?: (record: CentreRecord) => void;
  onCancel?: () => void;
}

/** What Form.Item hands its child (value, onChange, id…): passed on to the real input. */
type Control = Record<string, unknown>;

function FieldInput({ def, name, f, ...control }: { def: ResourceDefinition; name: string; f: FieldSpec } & Control) {
  const { t } = useTranslation('centre');
  switch (f.type) {
    case 'longtext':
      return <Input.TextArea {...control} autoSize={{ minRows: 2, maxRows: 8 }} maxLength={f.max ?? 5000} />;
    case 'json':
      return <Input.TextArea {...control} autoSize={{ minRows: 3, maxRows: 10 }} className="pnc-json" />;
    case 'int':
      return <InputNumber {...control} precision={0} min={f.min} max={f.max} className="pnc-full" />;
    case 'number':
      return <InputNumber {...control} min={f.min} max={f.max} className="pnc-full" />;
    case 'money':
      return <InputNumber {...control} precision={0} min={f.min ?? 0} max={f.max} prefix="NT$" className="pnc-full" />;
    case 'date':
      return <DatePicker {...control} className="pnc-full" />;
    case 'datetime':
      return <DatePicker {...control} showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" className="pnc-full" />;
    case 'enum':
      return (
        <Select
          {...control}
          allowClear={!f.required}
          options={(f.values ?? []).map((v) => ({ value: v, label: enumText(t, def.name, name, v) }))}
        />
      );
    case 'ref':
      return <RefSelect {...control} target={f.ref!} />;
    case 'bool':
      return <Switch {...control} />;
    default:
      return <Input {...control} maxLength={f.max ?? 200} />;
  }
}

/**
 * The one create/edit form of every centre resource: inputs by field type, rules from the field specs, the
 * definition's zod schema checked before sending, the server's 400 field errors shown on their fields, and any
 * other refusal said in words by its code with the fields it names marked.
 */
export function ResourceForm({ def, record, fixed = {}, defaults, errorMessages, onSaved, onCancel }: Props) {
  const { t } = useTranslation(['centre', 'errors']);
  const [form] = Form.useForm();
  const mode: FormMode = record ? 'update' : 'create';
  const [create, created] = useCentreCreateMutation();
  const [update, updated] = useCentreUpdateMutation();
  const [error, setError] = useState<string | null>(null);
  const me = useAppSelector(selectUser);
  // A new record's other user fields (an assignment's staff member) start as the signed-in user.
  const initial = useMemo(
    () =>
      record
        ? toFormValues(def, record)
        : {
            ...Object.fromEntries(
              formFields(def).flatMap(([name, f]) => (f.type === 'ref' && f.ref === 'user' && me ? [[name, me.id]] : [])),
            ),
            ...toFormValues(def, defaults),
          },
    [def, record, me, defaults],
  );
  const fields = formFields(def).filter(([name]) => !(name in fixed));

  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    let body: Record<string, unknown>;
    try {
      body = { ...toPayload(def, values, mode), ...fixed };
    } catch (e) {
      if (e instanceof JsonFieldError) form.setFields([{ name: e.message, errors: [t('generic.badJson')] }]);
      return;
    }
    const invalid = schemaErrors(def, body, mode);
    if (invalid) {
      form.setFields(Object.entries(invalid).map(([name, message]) => ({ name, errors: [message] })));
      return;
    }
    try {
      const saved = record
        ? await update({ resource: def.name, id: record.id, body }).unwrap()
        : await create({ resource: def.name, body }).unwrap();
      onSaved?.(saved);
      if (!record) form.resetFields();
    } catch (e) {
      if (!isApiError(e)) {
        setError(errorText(t, e));
        return;
      }
      const named = Object.entries(e.fields ?? {}).filter(([name]) => fields.some(([shown]) => shown === name));
      const own = errorMessages?.[e.code];
      if (e.code === 'validation_error' && !own) {
        // A field the server found invalid: its note goes under that field.
        form.setFields(named.map(([name, errors]) => ({ name, errors })));
        if (named.length > 0 && named.length === Object.keys(e.fields ?? {}).length) return;
        setError(errorText(t, e));
        return;
      }
      // Any other refusal (a taken room, a value already used…) is said once, in the page's or the code's
      // words; the fields it names are only marked, since the server's notes there are English, for API callers.
      setError(own ?? errorText(t, e));
      form.setFields(named.map(([name]) => ({ name, errors: [''] })));
      if (named[0]) form.scrollToField(named[0][0]);
    }
  };

  return (
    <Form
      form={form}
      // Prefixes the inputs' ids, so two forms on one page (a search beside a record) never share one.
      name={`${def.name}-${record?.id ?? 'new'}`}
      layout="vertical"
      initialValues={initial}
      onFinish={(v: Record<string, unknown>) => void submit(v)}
      className="pnc-resource-form"
      data-testid={`form-${def.name}`}
      scrollToFirstError
    >
      {error && <Alert type="error" showIcon title={error} className="pnc-form-alert" />}
      <div className="pnc-form-grid">
        {authorFormFields(def).map(([name]) => {
          // The server records the signed-in user on a new record and keeps the author on an edit.
          const author = record ? (record[name] as number | null) : (me?.id ?? null);
          return (
            <Form.Item key={name} label={t(`${def.name}.fields.${name}`)} data-testid={`author-${name}`}>
              <span className="pnc-form-readonly">
                {author == null ? '—' : !record && me ? me.display_name || me.username : <RefText target="user" id={author} />}
              </span>
            </Form.Item>
          );
        })}
        {fields.map(([name, f]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`${def.name}.fields.${name}`)}
            rules={fieldRules(def, name, mode)}
            valuePropName={f.type === 'bool' ? 'checked' : 'value'}
            className={f.type === 'longtext' || f.type === 'json' ? 'pnc-form-wide' : undefined}
          >
            <FieldInput def={def} name={name} f={f} />
          </Form.Item>
        ))}
      </div>
      <Space>
        <Button type="primary" htmlType="submit" loading={created.isLoading || updated.isLoading}>
          {t(record ? 'generic.save' : 'generic.create')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('generic.cancel')}</Button>}
      </Space>
    </Form>
  );
}
