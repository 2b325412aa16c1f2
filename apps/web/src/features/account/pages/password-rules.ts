import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { PASSWORD_MIN } from '@pnc/schemas/accounts';

/** The server's floor for new passwords (it also refuses common ones and the username). */
export const newPasswordRules: FormRule[] = [{ required: true }, { min: PASSWORD_MIN }, { max: 256 }];

/** The confirm field must repeat `field`; antd re-checks it when `field` changes (dependencies). */
export function confirmRule(t: TFunction, field: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(t('account:form.passwordsDiffer'))),
  });
}
