import type { FieldSpec } from '@pnc/schemas/centre/define';
import { isNationalId, isPhone } from '@pnc/schemas/centre/tw-identity';
import type { FormRule } from 'antd';
import i18n from '../../../app/i18n';

const checks: Record<NonNullable<FieldSpec['format']>, (value: string) => boolean> = {
  phone: isPhone,
  national_id: isNationalId,
};

/**
 * The form's rule for a text field with a format: the same check as the server's (tw-identity.ts), said in the
 * reader's language under the field. An empty value is the required rule's business.
 */
export function formatRule(format: NonNullable<FieldSpec['format']>): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '' || checks[format](value)) return;
      throw new Error(i18n.t(`centre:format.${format}`));
    },
  };
}
