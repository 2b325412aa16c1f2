import type { FieldSpec } from '@pnc/schemas/centre/define';
import { epdsItemFields, epdsItems, epdsOccasions, epdsTotal } from '@pnc/schemas/centre/epds';
import { epdsScreening } from '@pnc/schemas/centre/epds-screening';
import { Alert, Button, Form, Input, Radio, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { CentreDatePicker } from '../../../components/centre-date-picker';
import { centreNow, fromCentreWallClock } from '../../../lib/centre-clock';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { errorText } from '../../../lib/error-text';
import { shownFieldErrors } from '../../../lib/field-error-text';
import type { CentreRecord } from '../centre-events';
import { enumText, RefText } from '../resource/display';
import type { NewRecordFormProps } from '../resource/new-record-form-props';
import { RefSelect } from '../resource/ref-select';
import { useCentreCreateMutation } from '../resource/resource-api';
import { EpdsResult } from './epds-result';
import './epds.css';

type Item = (typeof epdsItemFields)[number];
interface Values extends Partial<Record<Item, number>> {
  mother?: number;
  screened_at?: Dayjs;
  occasion?: string;
  note?: string;
}

const lang = (language: string) => (language === 'en' ? 'en' : 'tw');
const NOTE_MAX = (epdsScreening.fields.note as FieldSpec).max ?? 5000;
const asId = (v: unknown) => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * 愛丁堡產後憂鬱量表 as the nurse asks it: the ten questions with their four answers in the reader's language (the
 * Ministry's order, 0 to 3 points), the running total as she answers, and no sending until all ten are answered
 * (the missing ones named). The server scores what is saved; its total and band are shown after saving, with an
 * urgent notice when item 10 is above 0. `onSaved` runs when the nurse leaves the result for the record.
 */
export function EpdsQuestionnaire({ fixed = {}, defaults = {}, onSaved, onCancel }: NewRecordFormProps) {
  const { t, i18n } = useTranslation(['centre', 'errors']);
  const [form] = Form.useForm<Values>();
  const [create, created] = useCentreCreateMutation();
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<CentreRecord | null>(null);
  const fixedMother = asId(fixed.mother);
  const initial = useMemo<Values>(
    () => ({
      screened_at: centreNow().second(0).millisecond(0),
      mother: asId(defaults.mother),
      occasion: (epdsOccasions as readonly unknown[]).includes(defaults.occasion) ? String(defaults.occasion) : undefined,
    }),
    [defaults.mother, defaults.occasion],
  );
  const values = Form.useWatch([], form) as Values | undefined;
  const answers = epdsItemFields.map((name) => values?.[name]);
  const answered = answers.filter((v): v is number => typeof v === 'number');
  const missing = epdsItemFields.flatMap((name, i) => (typeof values?.[name] === 'number' ? [] : [i + 1]));
  const l = lang(i18n.language);

  if (saved)
    return (
      <EpdsResult
        record={saved}
        extra={
          <Space wrap>
            {onSaved && (
              <Button type="primary" onClick={() => onSaved(saved)} data-testid="epds-open-record">
                {t('epds.result.open')}
              </Button>
            )}
            {onCancel && <Button onClick={onCancel}>{t('epds.result.done')}</Button>}
          </Space>
        }
      />
    );

  const submit = async (v: Values) => {
    setError(null);
    const body: Record<string, unknown> = {
      mother: fixedMother ?? v.mother,
      screened_at: fromCentreWallClock(v.screened_at!),
      occasion: v.occasion,
      ...Object.fromEntries(epdsItemFields.map((name) => [name, v[name]])),
      ...(v.note ? { note: v.note } : {}),
    };
    try {
      setSaved(await create({ resource: epdsScreening.name, body }).unwrap());
    } catch (e) {
      const shown = ['mother', 'screened_at', 'occasion', 'note', ...epdsItemFields].filter(
        (n) => n !== 'mother' || !fixedMother,
      );
      const onFields = isApiError(e) && e.code === 'validation_error' ? shownFieldErrors(t, e.fields, shown) : [];
      form.setFields(onFields as Parameters<typeof form.setFields>[0]);
      if (!onFields.length || onFields.length !== Object.keys((isApiError(e) && e.fields) || {}).length)
        setError(errorText(t, e));
    }
  };

  return (
    <Form<Values>
      form={form}
      name="epds-new"
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => {
        setTried(true);
        void submit(v);
      }}
      onFinishFailed={() => setTried(true)}
      scrollToFirstError
      className="pnc-epds-form"
      data-testid="epds-questionnaire"
    >
      {error && <Alert type="error" showIcon title={error} className="pnc-form-alert" />}
      <div className="pnc-form-grid">
        {fixedMother ? (
          <Form.Item label={t('epds_screening.fields.mother')}>
            <span className="pnc-form-readonly" data-testid="epds-mother">
              <RefText target="mother" id={fixedMother} />
            </span>
          </Form.Item>
        ) : (
          <Form.Item name="mother" label={t('epds_screening.fields.mother')} rules={[{ required: true }]}>
            <RefSelect target="mother" />
          </Form.Item>
        )}
        <Form.Item name="screened_at" label={t('epds_screening.fields.screened_at')} rules={[{ required: true }]}>
          <CentreDatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" className="pnc-full" />
        </Form.Item>
        <Form.Item name="occasion" label={t('epds_screening.fields.occasion')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={epdsOccasions.map((o) => ({ value: o, label: enumText(t, 'epds_screening', 'occasion', o) }))}
          />
        </Form.Item>
      </div>
      <p className="pnc-muted">{t('epds.intro')}</p>
      <ol className="pnc-epds-items">
        {epdsItems.map((item, i) => {
          const name = epdsItemFields[i]!;
          return (
            <li key={name} className="pnc-epds-item" data-testid={`epds-${name}`}>
              <Form.Item
                name={name}
                label={t('epds.question', { n: i + 1, text: item.question[l] })}
                rules={[{ required: true, message: t('epds.answerMissing') }]}
              >
                <Radio.Group
                  vertical
                  aria-label={t('epds.question', { n: i + 1, text: item.question[l] })}
                  options={item.answers.map((answer, points) => ({
                    value: points,
                    label: (
                      <>
                        {answer[l]} <span className="pnc-muted">{t('epds.points', { count: points })}</span>
                      </>
                    ),
                  }))}
                />
              </Form.Item>
            </li>
          );
        })}
      </ol>
      <div className="pnc-epds-total" aria-live="polite" data-testid="epds-running-total">
        {t('epds.runningTotal', { total: epdsTotal(answered), answered: answered.length, of: epdsItems.length })}
      </div>
      {tried && missing.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="pnc-form-alert"
          data-testid="epds-missing"
          title={t('epds.missing', { items: missing.join(t('generic.listSeparator')), count: missing.length })}
        />
      )}
      <Form.Item name="note" label={t('epds_screening.fields.note')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} count={{ max: NOTE_MAX, show: true }} />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={created.isLoading} data-testid="epds-submit">
          {t('epds.submit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('generic.cancel')}</Button>}
      </Space>
    </Form>
  );
}
