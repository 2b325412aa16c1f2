import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountNs } from './account-i18n';
import { confirmRule, newPasswordRules } from './password-rules';

/**
 * A new password and its repetition, as register, reset and change password ask for them: the server's
 * length rules on the first, equality on the second (re-checked when the first changes).
 */
export function NewPasswordFields({ name, mode }: { name: 'password' | 'new_password'; mode: 'new' | 'replace' }) {
  const { t } = useTranslation(accountNs);
  return (
    <>
      <Form.Item
        name={name}
        label={t(mode === 'new' ? 'fields.password' : 'fields.newPassword')}
        extra={t('form.passwordHint')}
        rules={newPasswordRules}
      >
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t(mode === 'new' ? 'fields.confirmPassword' : 'fields.confirmNewPassword')}
        dependencies={[name]}
        rules={[{ required: true }, confirmRule(t, name)]}
      >
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
