import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import { hasObservation, observationErrorField } from '@pnc/schemas/centre/observations';
import { refusedFields } from '@pnc/schemas/centre/record-rules';
import { isFieldErrorCode } from '@pnc/schemas/field-errors';
import { Alert, Button, Form, Input, Select, Space, Switch } from 'antd';
import { CentreDatePicker } from '../../../components/centre-date-picker';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, type Query } from '../../../api/client';
import { useAppSelector } from '../../../app/hooks';
import { NumberInput, numberRule } from '../../../components/number-input';
import { errorText } from '../../../lib/error-text';
import { fieldErrorText } from '../../../lib/field-error-text';
import { selectUser } from '../../account/userSlice';
import { discardQueued, newRecordKey, queueableResources, queueRecord, type QueuedRecord } from '../../offline/outbox';
import { isOnline } from '../../offline/use-online';
import type { CentreRecord } from '../centre-events';
import { enumText, RefText } from './display';
import { stopEnterSubmit } from '../../../lib/stop-enter-submit';
import {
  authorFormFields,
  fieldRules,
  formFields,
  type FormMode,
  isNumberField,
  JsonFieldError,
  NumberFieldError,
  numberOptions,
  toFormValues,
  toPayload,
} from './form-model';
import { recordPath } from './record-path';
import { RefSelect } from './ref-select';
import { confirmParam } from './refusal-confirm';
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
  /**
   * A new record of a queueable resource (features/offline/outbox.ts) that could not be sent (offline, or the
   * network failed) is kept on this device to be sent later: then this is called instead of onSaved.
   */
  onQueued?: () => void;
  /** A record kept on this device, opened to fix and send: the form starts from it and sends it with its key. */
  queued?: QueuedRecord;
}

/** What Form.Item hands its child (value, onChange, id…): passed on to the real input. */
type Control = Record<string, unknown>;

/** A text field's most characters (the definition's, or the type's default, as define.ts applies it). */
const textMax = (f: FieldSpec) => f.max ?? (f.type === 'text' ? 200 : 5000);

/**
 * The input of one field by its type. Nothing here changes what is typed: no clamping to a range, no rounding,
 * no cutting to a length (the server refuses what is out of range, and says so under the field). A text field
 * counts its characters against its limit and turns red past it, keeping every character.
 */
interface FieldInputProps {
  def: ResourceDefinition;
  name: string;
  f: FieldSpec;
  mode: FormMode;
  /** The form's fixed fields (the dashboard's mother): a scoped picker reads its owner from them first. */
  fixed: Record<string, unknown>;
}

/**
 * A ref picker as its definition asks: among the rows of the record its `scopedBy` field names (a check-in's
 * contract among the chosen mother's), nothing to pick until that is chosen; and on a new record, picking a row
 * fills the fields that start from it (a contract's daily rate from its room type), unless typed over since.
 */
function RefInput({ def, name, f, mode, fixed, ...control }: FieldInputProps & Control) {
  const { t } = useTranslation('centre');
  const form = Form.useFormInstance();
  const watched = Form.useWatch((values: Record<string, unknown>) => (f.scopedBy ? values[f.scopedBy] : undefined), form);
  const owner = f.scopedBy ? (fixed[f.scopedBy] ?? watched) : undefined;
  const filled = useRef<Record<string, string>>({});
  const fills = mode === 'create' ? formFields(def).filter(([, g]) => g.fillFrom?.ref === name) : [];
  const onPick = (row: CentreRecord | undefined) => {
    for (const [k, g] of fills) {
      const v = row?.[g.fillFrom!.field];
      const current = form.getFieldValue(k) as unknown;
      // What staff typed stays: only an empty field, or one still holding the value filled before, follows the pick.
      if (v == null || (current != null && current !== '' && current !== filled.current[k])) continue;
      filled.current[k] = String(v);
      form.setFieldValue(k, String(v));
    }
  };
  const waiting = !!f.scopedBy && (owner == null || owner === '');
  return (
    <RefSelect
      {...control}
      onInputKeyDown={stopEnterSubmit}
      target={f.ref!}
      {...(f.scopedBy && { scope: waiting ? null : { [f.scopedBy]: owner as number } })}
      {...(waiting && {
        disabled: true,
        placeholder: t('generic.chooseFirst', { what: t(`${def.name}.fields.${f.scopedBy!}`) }),
      })}
      {...(fills.length > 0 && { onPick })}
    />
  );
}

function FieldInput({ def, name, f, mode, fixed, ...control }: FieldInputProps & Control) {
  const { t } = useTranslation('centre');
  switch (f.type) {
    case 'longtext':
      return <Input.TextArea {...control} autoSize={{ minRows: 2, maxRows: 8 }} count={{ max: textMax(f), show: true }} />;
    case 'json':
      return <Input.TextArea {...control} autoSize={{ minRows: 3, maxRows: 10 }} className="pnc-json" />;
    case 'int':
    case 'number':
      return <NumberInput {...control} options={numberOptions(f)} className="pnc-full" />;
    case 'money':
      return <NumberInput {...control} options={numberOptions(f)} prefix="NT$" className="pnc-full" />;
    // Enter that confirms a day or a choice stays in its control: it never sends the form.
    case 'date':
      return <CentreDatePicker {...control} onKeyDown={stopEnterSubmit} className="pnc-full" />;
    case 'datetime':
      return (
        <CentreDatePicker
          {...control}
          onKeyDown={stopEnterSubmit}
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          className="pnc-full"
        />
      );
    case 'enum':
      return (
        <Select
          {...control}
          onInputKeyDown={stopEnterSubmit}
          allowClear={!f.required}
          // A value only the server sets (an incubator in use) shows, but cannot be chosen.
          options={(f.values ?? []).map((v) => ({
            value: v,
            label: enumText(t, def.name, name, v),
            disabled: !!f.serverValues?.includes(v),
          }))}
        />
      );
    case 'ref':
      return <RefInput {...control} def={def} name={name} f={f} mode={mode} fixed={fixed} />;
    case 'bool':
      return <Switch {...control} />;
    default:
      return (
        <Input
          {...control}
          count={{ max: textMax(f), show: (c) => (c.count > textMax(f) * 0.8 ? `${c.count} / ${textMax(f)}` : null) }}
        />
      );
  }
}

/**
 * The one create/edit form of every centre resource: inputs by field type, required fields checked before
 * sending, every value sent as typed, the server's 400 field errors shown on their fields in the reader's words
 * (errors.json, field.<code>), and any other refusal said in words by its code with the fields it names marked.
 */
export function ResourceForm({
  def,
  record,
  fixed = {},
  defaults: given,
  errorMessages,
  onSaved,
  onCancel,
  onQueued,
  queued,
}: Props) {
  const { t } = useTranslation(['centre', 'errors']);
  const [form] = Form.useForm();
  const mode: FormMode = record ? 'update' : 'create';
  const defaults = queued?.body ?? given;
  // A new record of a queueable resource may be kept here when it cannot be sent; its Idempotency-Key is made once
  // for the record typed (a kept one keeps its own) and sent with every attempt, so a repeat is never a second row.
  const queueable = !record && queueableResources.has(def.name);
  const recordKey = useRef(queued?.key ?? newRecordKey());
  const [create, created] = useCentreCreateMutation();
  const [update, updated] = useCentreUpdateMutation();
  const [error, setError] = useState<string | null>(queued?.error ? errorText(t, queued.error) : null);
  // A refusal pointing to an existing record: its link, and the body to resend if the user says it is another one.
  const [existing, setExisting] = useState<{
    entity: string;
    id: number;
    body: Record<string, unknown>;
    param: string | null;
  } | null>(null);
  const me = useAppSelector(selectUser);
  // A new record's other user fields (an assignment's staff member) start as the signed-in user; its
  // required switches start off and count as answered off, as they show (never "unanswered" until toggled).
  const initial = useMemo(
    () =>
      record
        ? toFormValues(def, record)
        : {
            ...Object.fromEntries(
              formFields(def).flatMap(([name, f]): [string, unknown][] =>
                f.type === 'ref' && f.ref === 'user' && me
                  ? [[name, me.id]]
                  : f.type === 'bool' && f.required
                    ? [[name, false]]
                    : [],
              ),
            ),
            ...toFormValues(def, defaults),
          },
    [def, record, me, defaults],
  );
  const fields = formFields(def).filter(([name]) => !(name in fixed));
  // A note naming another field of the record (`not_before:start_at`) names it by its label.
  const label = (field: string) => t(`${def.name}.fields.${field}`);
  // A kept record the server refused opens with its refusal under the fields it named.
  useEffect(() => {
    const named = Object.entries(queued?.error?.fields ?? {}).filter(([name]) => fields.some(([shown]) => shown === name));
    if (named.length) form.setFields(named.map(([name, notes]) => ({ name, errors: notes.map((n) => fieldErrorText(t, n, label)) })));
    // Once, as the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Keeps the record on this device to be sent later; false when this device keeps nothing. */
  const keep = async (body: Record<string, unknown>) => {
    if (!me) return false;
    const kept = await queueRecord({
      key: recordKey.current,
      userId: me.id,
      resource: def.name,
      body,
      queuedAt: queued?.queuedAt ?? new Date().toISOString(),
      state: 'waiting',
    });
    if (!kept) {
      setError(t('offline.cannotKeep'));
      return false;
    }
    if (!queued) form.resetFields();
    recordKey.current = newRecordKey();
    (onQueued ?? onCancel)?.();
    return true;
  };

  const submit = async (values: Record<string, unknown>) => {
    let body: Record<string, unknown>;
    try {
      body = { ...toPayload(def, values, mode), ...fixed };
    } catch (e) {
      if (e instanceof JsonFieldError) form.setFields([{ name: e.message, errors: [t('generic.badJson')] }]);
      if (e instanceof NumberFieldError) form.setFields([{ name: e.field, errors: [fieldErrorText(t, e.note)] }]);
      return;
    }
    // The record's cross-field rules (a period's end not before its start…), the ones the server runs
    // (record-rules.ts), said at the fields they name before any round trip.
    const refused = Object.entries(refusedFields(def, { ...record, ...body }, record ?? undefined)).filter(([name]) =>
      fields.some(([shown]) => shown === name),
    );
    if (refused.length) {
      form.setFields(refused.map(([name, notes]) => ({ name, errors: notes.map((n) => fieldErrorText(t, n, label)) })));
      form.scrollToField(refused[0]![0]);
      return;
    }
    // A clinical observation records at least one value (an edit of a record stored without one is let through):
    // said at the form before any round trip.
    if (!hasObservation(def, { ...record, ...body }) && (!record || hasObservation(def, record))) {
      setExisting(null);
      setError(fieldErrorText(t, 'no_observation'));
      return;
    }
    await send(body);
  };

  const send = async (body: Record<string, unknown>, params?: Query) => {
    setError(null);
    setExisting(null);
    // Offline, a queueable record goes straight to this device: no request that could only fail.
    if (queueable && !isOnline() && (await keep(body))) return;
    try {
      const saved = record
        ? await update({ resource: def.name, id: record.id, body, params }).unwrap()
        : await create({
            resource: def.name,
            body,
            params,
            ...(queueable && { idempotencyKey: recordKey.current }),
          }).unwrap();
      if (queued) await discardQueued(queued.key);
      recordKey.current = newRecordKey();
      onSaved?.(saved);
      if (!record) form.resetFields();
    } catch (e) {
      // The request never got an answer (the network went): kept here, with its key, to be sent when it is back.
      if (queueable && isApiError(e) && e.status === 0 && (await keep(body))) return;
      if (queued && isApiError(e) && e.status >= 400 && e.status < 500)
        await queueRecord({
          ...queued,
          body,
          state: 'refused',
          error: { status: e.status, code: e.code, message: e.message, ...(e.fields && { fields: e.fields }) },
        });
      if (!isApiError(e)) {
        setError(errorText(t, e));
        return;
      }
      const named = Object.entries(e.fields ?? {}).filter(([name]) => fields.some(([shown]) => shown === name));
      const own = errorMessages?.[e.code];
      if (e.code === 'validation_error' && !own) {
        // A field the server found invalid: its code, in the reader's words, goes under that field.
        form.setFields(named.map(([name, notes]) => ({ name, errors: notes.map((n) => fieldErrorText(t, n, label)) })));
        if (named[0]) form.scrollToField(named[0][0]);
        if (named.length > 0 && named.length === Object.keys(e.fields ?? {}).length) return;
        // A refusal of the record as a whole (no observation) is said in its own words above the fields.
        const whole = e.fields?.[observationErrorField]?.find(isFieldErrorCode);
        setError(whole ? fieldErrorText(t, whole) : errorText(t, e));
        return;
      }
      // Any other refusal (a taken room, a value already used…) is said once, in the page's or the code's
      // words; the fields it names are marked, with their note in words where it is a field-error code (the price
      // a line must have), never an English note meant for API callers.
      setError(own ?? errorText(t, e));
      if (e.ref) setExisting({ ...e.ref, body, param: confirmParam(e.code, e.fields) });
      form.setFields(
        named.map(([name, notes]) => ({
          name,
          errors: notes.some(isFieldErrorCode) ? notes.filter(isFieldErrorCode).map((n) => fieldErrorText(t, n, label)) : [''],
        })),
      );
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
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          className="pnc-form-alert"
          description={
            existing && (
              <Space wrap>
                <Link to={recordPath(existing.entity, existing.id)} data-testid="existing-record">
                  {t('generic.openExisting')}
                </Link>
                {existing.param && (
                  <Button size="small" onClick={() => void send(existing.body, { [existing.param!]: true })}>
                    {t(`generic.confirmDistinct.${def.name}`, { defaultValue: t('generic.confirmDistinct.other') })}
                  </Button>
                )}
              </Space>
            )
          }
        />
      )}
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
            rules={
              isNumberField(f) ? [...fieldRules(def, name, mode), numberRule(t, numberOptions(f))] : fieldRules(def, name, mode)
            }
            // A number is read when the field is left (and on saving), not refused while it is being typed.
            validateTrigger={isNumberField(f) ? 'onBlur' : undefined}
            valuePropName={f.type === 'bool' ? 'checked' : 'value'}
            className={f.type === 'longtext' || f.type === 'json' ? 'pnc-form-wide' : undefined}
          >
            <FieldInput def={def} name={name} f={f} mode={mode} fixed={fixed} />
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
