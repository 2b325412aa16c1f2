import { EMAIL_MAX, URL_MAX } from '@pnc/schemas/limits';
import type { TFunction } from 'i18next';

/** Rule sets for the typed fields the spec names. Forms validate on change (antd's default trigger). */
export function typedRules(t: TFunction) {
  return {
    email: [{ type: 'email' as const }, { max: EMAIL_MAX, message: t('validation:rule.emailMax', { max: EMAIL_MAX }) }],
    url: [{ type: 'url' as const }, { max: URL_MAX, message: t('validation:rule.urlMax', { max: URL_MAX }) }],
    hexColor: [{ pattern: /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, message: t('validation:rule.hexColor') }],
  };
}
