import { parseNumberInput, type NumberInputOptions } from '@pnc/schemas/numeric-input';
import { Input, type FormRule, type InputProps } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../lib/field-error-text';

/** A form value of a number field: the text as typed (a number where it came from a record). */
type Typed = string | number | null | undefined;

const asText = (v: Typed) => (v === null || v === undefined ? '' : String(v));

/** The typed value read by the one number reader (numeric-input.ts). */
export const readTyped = (v: Typed, options: NumberInputOptions) => parseNumberInput(asText(v), options);

/**
 * The antd rule of a number field: what the reader refuses is said at the field in the reader's words
 * (errors.json, field.<code>); blank passes (a required field says so with its own rule).
 */
export const numberRule = (t: TFunction, options: NumberInputOptions): FormRule => ({
  validator: (_rule, value: Typed) => {
    const read = readTyped(value, options);
    return read.ok ? Promise.resolve() : Promise.reject(new Error(fieldErrorText(t, read.note)));
  },
});

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value?: Typed;
  onChange?: (text: string) => void;
  options: NumberInputOptions;
}

/**
 * A number typed as text: it keeps every character typed (antd's InputNumber dropped full-width digits and
 * clamped to its range), and on leaving the field shows what was understood (「３８．６」 → 38.6). A refused
 * text is left as typed, for its field's rule to say why.
 */
export function NumberInput({ value, onChange, onBlur, options, ...rest }: Props) {
  const text = asText(value);
  return (
    <Input
      {...rest}
      inputMode={options.scale === 0 && (options.min ?? -1) >= 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={(e) => {
        const read = parseNumberInput(text, options);
        if (read.ok && read.text !== text) onChange?.(read.text);
        onBlur?.(e);
      }}
    />
  );
}

/**
 * A number typed into a list filter (no form around it): each text the reader takes is the filter at once
 * (「４」 asks for 4, blank asks for none); a refused text stays as typed, is said under the box in the reader's
 * words, and asks for nothing new. Leaving the box shows what was understood.
 */
export function FilterNumber({
  value,
  onChange,
  options,
  label,
  className,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  options: NumberInputOptions;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation('errors');
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const read = parseNumberInput(text, options);
  const problem = read.ok ? null : fieldErrorText(t, read.note);
  return (
    <span className={className}>
      <Input
        aria-label={label}
        placeholder={label}
        inputMode={options.scale === 0 && (options.min ?? -1) >= 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={text}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const next = parseNumberInput(e.target.value, options);
          if (next.ok && (next.value ?? undefined) !== value) onChange(next.value ?? undefined);
        }}
        onBlur={() => read.ok && read.text !== text && setText(read.text)}
      />
      {problem && (
        <div className="pnc-quantity-error" role="alert">
          {problem}
        </div>
      )}
    </span>
  );
}
