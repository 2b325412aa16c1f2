import { Select } from 'antd';

interface Props<V extends string | number> {
  /** What is filtered on: the placeholder and the accessible name. */
  label: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: { value: V; label: string }[];
  /** A long list is searched by its options' words. */
  searchable?: boolean;
  testId?: string;
}

/** A list filter that picks one value or, cleared, none. */
export function FilterSelect<V extends string | number>({ label, value, onChange, options, searchable, testId }: Props<V>) {
  return (
    <Select<V>
      allowClear
      showSearch={searchable && { optionFilterProp: 'label' }}
      className="pnc-filter"
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(v?: V) => onChange(v)}
      options={options}
      data-testid={testId}
    />
  );
}
