import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../app/appSlice';
import type { UserData } from '../userSlice';
import { AccountCard, AccountErrorAlert } from './account-card';
import { accountApi } from './account-api';
import { accountNs } from './account-i18n';
import { NewPasswordFields } from './new-password-fields';
import { RequireLogin } from './require-login';
import { useServerErrors } from './use-server-errors';
import '../account-errors-i18n';

interface ChangeValues {
  password: string;
  new_password: string;
  confirm: string;
}

// A wrong current password comes back as wrong_current_password, said on the current password's field.
const placement = { fields: ['password', 'new_password'], codeField: { wrong_current_password: 'password' } };

function ChangePasswordForm({ user }: { user: UserData }) {
  const { t } = useTranslation(accountNs);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ChangeValues>();
  const { message, busy, run } = useServerErrors(form, placement);

  const submit = ({ password, new_password }: ChangeValues) =>
    run(async () => {
      await accountApi.changePassword({ username: user.username, password, new_password });
      form.resetFields();
      dispatch(toastShown(t('password.success'), 'success', 3000));
    });

  return (
    <AccountCard icon={<LockOutlined />} title={t('password.title')} subtitle={t('password.subtitle')}>
      <AccountErrorAlert message={message} />
      <Form<ChangeValues> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} disabled={busy}>
        {/* Lets password managers know whose password this is. */}
        <input type="text" name="username" value={user.username} autoComplete="username" readOnly hidden />
        <Form.Item name="password" label={t('fields.currentPassword')} rules={[{ required: true }]}>
          <Input.Password size="large" autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="new_password" mode="replace" />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('password.submit')}
        </Button>
      </Form>
    </AccountCard>
  );
}

/** /account/password (logged in): change your own password; the server logs out your other devices. */
export default function ChangePasswordPage() {
  return <RequireLogin>{(user) => <ChangePasswordForm user={user} />}</RequireLogin>;
}
