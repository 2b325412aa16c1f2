import { sparePartRecord } from '@pnc/schemas/centre/spare-part-record';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../app/appSlice';
import type { CentreRecord } from '../centre-events';
import { fetchCentreList } from '../centreListsSlice';
import { ApiErrorAlert } from '../resource/api-error';
import { NumberInput, numberRule, readTyped } from '../../../components/number-input';
import { fieldRules, numberOptions } from '../resource/form-model';
import { shownFieldErrors } from '../../../lib/field-error-text';
import { type StockMove, useRecordStockMoveMutation } from './spare-parts-api';

type Values = { operation: StockMove['operation']; quantity: string; reason?: string };
/** How the quantity's text is read: the record's own quantity field (a whole number, in its range). */
const QUANTITY = numberOptions(sparePartRecord.fields.quantity);
const SHOWN = ['quantity', 'reason'] as const;

/**
 * Take (out) or return (in) some of a part. The quantity is sent as typed (never rounded or clamped) and the
 * server decides against its rules and the stock it holds, so the form does not cap the quantity at the stock it last saw: a take beyond the stock comes back 409 insufficient_stock and is shown in words, with
 * the part's stock re-read (someone else may just have taken some).
 */
export function StockMoveForm({ part }: { part: CentreRecord }) {
  const { t } = useTranslation(['centre', 'errors']);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const [record, recording] = useRecordStockMoveMutation();
  const [refused, setRefused] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const label = (field: string) => t(`${sparePartRecord.name}.fields.${field}`);

  const submit = async ({ operation, quantity: typed, reason }: Values) => {
    // The form's rule has read it already (1e3 is refused at the field, never read as 1000).
    const read = readTyped(typed, QUANTITY);
    if (!read.ok || read.value === null) return;
    const quantity = read.value;
    setRefused(null);
    setFailure(null);
    try {
      const done = await record({ part: part.id, operation, quantity, reason: reason?.trim() || undefined }).unwrap();
      form.resetFields();
      dispatch(toastShown(t('spareParts.move.done', { name: part.name, total: done.part_total }), 'success'));
      // The spec's spare-part list in client state follows the stock too.
      void dispatch(fetchCentreList('spareParts'));
    } catch (error) {
      if (isApiError(error) && error.code === 'insufficient_stock') setRefused(quantity);
      else if (isApiError(error) && error.code === 'validation_error' && shownFieldErrors(t, error.fields, SHOWN).length)
        // A quantity of −1 or 1.5, a reason too long: sent as typed, refused by the server under its field.
        form.setFields(shownFieldErrors(t, error.fields, SHOWN).map((f) => ({ ...f, name: f.name as keyof Values })));
      else setFailure(error);
    }
  };

  return (
    <Form<Values>
      form={form}
      name={`stock-move-${part.id}`}
      layout="vertical"
      initialValues={{ operation: 'out' }}
      onFinish={(values) => void submit(values)}
      className="pnc-stock-move"
      data-testid="stock-move-form"
    >
      {refused !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="pnc-form-alert"
          data-testid="stock-refused"
          title={t('spareParts.move.notEnough', { name: part.name, total: part.total, quantity: refused })}
        />
      )}
      {!!failure && <ApiErrorAlert error={failure} />}
      <div className="pnc-stock-move-fields">
        <Form.Item name="operation" label={t('spareParts.move.direction')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            aria-label={t('spareParts.move.direction')}
            options={[
              { value: 'out', label: t('spareParts.move.out') },
              { value: 'in', label: t('spareParts.move.in') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={label('quantity')}
          rules={[...fieldRules(sparePartRecord, 'quantity', 'create'), numberRule(t, QUANTITY)]}
          validateTrigger="onBlur"
        >
          <NumberInput options={QUANTITY} className="pnc-full" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={label('reason')}
          rules={fieldRules(sparePartRecord, 'reason', 'create')}
          className="pnc-stock-move-reason"
        >
          <Input />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={recording.isLoading}>
        {t('spareParts.move.submit')}
      </Button>
    </Form>
  );
}
