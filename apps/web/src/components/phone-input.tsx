import { parsePhone, PHONE_REFUSAL } from '@pnc/schemas/phone';
import { Input, type FormRule, type InputProps } from 'antd';
import type { TFunction } from 'i18next';
import { fieldErrorText } from '../lib/field-error-text';

/**
 * The antd rule of a phone field: the server's reader (phone.ts), refused at the field in the reader's words
 * (errors.json, field.not_a_phone). Blank passes: a required phone says so with its own rule.
 */
export const phoneRule = (t: TFunction): FormRule => ({
  validator: (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value : '';
    if (text.trim() === '' || parsePhone(text).ok) return Promise.resolve();
    return Promise.reject(new Error(fieldErrorText(t, PHONE_REFUSAL)));
  },
});

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (text: string) => void;
}

/**
 * A phone typed as people type it: every character is kept while typing, and on leaving the field it shows the
 * number as understood and as it will be stored (+886 912 345 678 and 「０９１２３４５６７８」 → 0912345678). A text
 * that is not a phone is left as typed, for the field's rule to say why.
 */
export function PhoneInput({ value, onChange, onBlur, ...rest }: Props) {
  const text = value ?? '';
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...rest}
      value={text}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={(e) => {
        const read = parsePhone(text);
        if (read.ok && read.value !== text) onChange?.(read.value);
        onBlur?.(e);
      }}
    />
  );
}
