import { Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props<V extends string> {
  value: V;
  options: { value: V; label: string }[];
  onChange: (view: V) => void;
  /** A fetch is under way: a small spinner before the switch says so. */
  busy: boolean;
}

/** The planning screens' choice of view (a day, a week, a month), put beside the period navigation. */
export function ViewSwitch<V extends string>({ value, options, onChange, busy }: Props<V>) {
  const { t } = useTranslation('centre');
  return (
    <>
      {busy && <Spin size="small" />}
      <Segmented<V> aria-label={t('calendar.view')} value={value} onChange={onChange} options={options} />
    </>
  );
}
