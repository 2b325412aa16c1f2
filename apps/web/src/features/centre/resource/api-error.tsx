import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/** A failed centre call in words (the server's code → errors.json). */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  return <Alert type="error" showIcon title={errorText(t, error)} className="pnc-form-alert" />;
}
