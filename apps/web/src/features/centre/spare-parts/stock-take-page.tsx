import { sparePart } from '@pnc/schemas/centre/spare-part';
import { sparePartRecord } from '@pnc/schemas/centre/spare-part-record';
import type { NumberInputOptions } from '@pnc/schemas/numeric-input';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { useAppDispatch } from '../../../app/hooks';
import { NumberInput, numberRule, readTyped } from '../../../components/number-input';
import { errorText } from '../../../lib/error-text';
import { fieldErrorText } from '../../../lib/field-error-text';
import { toastShown } from '../../app/appSlice';
import { fetchCentreList } from '../centreListsSlice';
import { ApiErrorAlert } from '../resource/api-error';
import { useCentreListQuery } from '../resource/resource-api';
import { useTakeStockMutation } from './spare-parts-api';
import './spare-parts.css';

/** A count: a whole number from 0 (an empty shelf is counted) up to a stock move's most. */
const COUNT: NumberInputOptions = { scale: 0, min: 0, max: sparePartRecord.fields.quantity.max! };
const countField = (id: number) => `count_${id}`;
/** `lines.2.expected` (a 409 stock_changed names a stale line so) → 2. */
const lineIndex = (field: string) => /^lines\.(\d+)\.(expected|counted)$/.exec(field);

type Part = { id: number; name: string; unit: string | null; total: number };

/**
 * /centre/stockTake (盤點): every part with the stock read, a count typed for each part counted (blank: not
 * counted, not sent). Sent all at once, each line with the stock it was counted against; if someone moved stock
 * meanwhile the server refuses the whole take (409 stock_changed), and those lines are marked with the stock now,
 * the typed counts kept, so only they are recounted. A count is read as typed: 「1e3」 is refused at its field.
 */
export default function StockTakePage() {
  const { t } = useTranslation(['centre', 'errors']);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const list = useCentreListQuery({ resource: sparePart.name, params: { limit: 1000 } });
  const [takeStock, taking] = useTakeStockMutation();
  const [stale, setStale] = useState<Map<number, number>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const parts = (list.data?.results ?? []) as unknown as Part[];

  const submit = async (values: Record<string, string | undefined>) => {
    setError(null);
    setFailure(null);
    const lines = parts.flatMap((p) => {
      const read = readTyped(values[countField(p.id)], COUNT);
      // The field's rule has refused what the reader cannot read; a blank line is a part not counted.
      return read.ok && read.value !== null ? [{ spare_part_id: p.id, counted: read.value, expected: Number(p.total) }] : [];
    });
    if (!lines.length) {
      setError(t('stockTake.nothing'));
      return;
    }
    const reason = String(values.reason ?? '').trim();
    try {
      const done = await takeStock({ lines, ...(reason && { reason }) }).unwrap();
      setStale(new Map());
      form.resetFields();
      dispatch(toastShown(t('stockTake.done', { count: done.lines.length }), 'success'));
      void dispatch(fetchCentreList('spareParts'));
    } catch (e) {
      if (!isApiError(e)) {
        setFailure(e);
        return;
      }
      const named = Object.entries(e.fields ?? {}).flatMap(([field, notes]) => {
        const m = lineIndex(field);
        const line = m ? lines[Number(m[1])] : undefined;
        return line ? [{ line, kind: m![2], notes }] : [];
      });
      if (e.code === 'stock_changed') {
        // Each stale line with the stock the server holds now (`stock_changed:<now>`); the list is read again.
        setStale(new Map(named.map(({ line, notes }) => [line.spare_part_id, Number(notes[0]?.split(':')[1])])));
        setError(errorText(t, e));
        return;
      }
      if (e.code === 'validation_error' && named.length) {
        form.setFields(
          named.map(({ line, notes }) => ({
            name: countField(line.spare_part_id),
            errors: notes.map((n) => fieldErrorText(t, n)),
          })),
        );
        return;
      }
      setFailure(e);
    }
  };

  return (
    <>
      <h2 className="pnc-centre-section">{t('stockTake.title')}</h2>
      <p className="pnc-muted">{t('stockTake.intro')}</p>
      {list.error && <ApiErrorAlert error={list.error} />}
      <Form
        form={form}
        name="stock-take"
        layout="vertical"
        onFinish={(v) => void submit(v)}
        data-testid="stock-take-form"
        className="pnc-stock-take"
      >
        {error && (
          <Alert type="error" showIcon role="alert" className="pnc-form-alert" title={error} data-testid="stock-take-refused" />
        )}
        {!!failure && <ApiErrorAlert error={failure} />}
        <table className="pnc-stock-take-table">
          <thead>
            <tr>
              <th scope="col">{t('stockTake.part')}</th>
              <th scope="col">{t('stockTake.expected')}</th>
              <th scope="col">{t('stockTake.counted')}</th>
            </tr>
          </thead>
          <tbody>
            {parts.map((p) => {
              const now = stale.get(p.id);
              return (
                <tr key={p.id} data-testid="stock-take-line" className={now !== undefined ? 'is-stale' : undefined}>
                  <th scope="row" id={`stock-take-part-${p.id}`}>
                    {p.name}
                    {p.unit && <span className="pnc-muted">（{p.unit}）</span>}
                  </th>
                  <td>
                    {Number(p.total)}
                    {now !== undefined && (
                      <strong className="pnc-stock-take-stale" data-testid="stock-take-stale">
                        {t('stockTake.staleNow', { total: now })}
                      </strong>
                    )}
                  </td>
                  <td>
                    <Form.Item name={countField(p.id)} rules={[numberRule(t, COUNT)]} validateTrigger="onBlur">
                      <NumberInput options={COUNT} aria-label={t('stockTake.countOf', { name: p.name })} />
                    </Form.Item>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <Form.Item name="reason" label={t('stockTake.reason')}>
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={taking.isLoading}>
          {t('stockTake.submit')}
        </Button>
      </Form>
    </>
  );
}
