import { Select } from 'antd';

interface Props<V extends string> {
  /** What is filtered on: the placeholder and the accessible name. */
  label: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: { value: V; label: string }[];
}

/** A list filter that picks one value or, cleared, none. */
export function FilterSelect<V extends string>({ label, value, onChange, options }: Props<V>) {
  return (
    <Select<V>
      allowClear
      className="pnc-filter"
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(v?: V) => onChange(v)}
      options={options}
    />
  );
}
