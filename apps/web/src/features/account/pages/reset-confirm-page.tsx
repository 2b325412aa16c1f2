import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { useAppDispatch } from '../../../app/hooks';
import { loginRequested, toastShown } from '../../app/appSlice';
import { AccountCard, AccountErrorAlert } from './account-card';
import { accountApi } from './account-api';
import { accountNs } from './account-i18n';
import { NewPasswordFields } from './new-password-fields';
import { useServerErrors } from './use-server-errors';

interface NewPasswordValues {
  new_password: string;
  confirm: string;
}

const placement = { fields: ['new_password'] };

/** /account/reset?key=… — the reset mail's link: sets a new password, then asks for a login with it. */
export default function ResetConfirmPage() {
  const { t } = useTranslation(accountNs);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const key = useSearchParams()[0].get('key') ?? '';
  const [form] = Form.useForm<NewPasswordValues>();
  const { message, show, busy, run } = useServerErrors(form, placement);
  const [invalid, setInvalid] = useState(!key);

  const submit = ({ new_password }: NewPasswordValues) =>
    run(
      async () => {
        await accountApi.confirmReset({ token: key, new_password });
        dispatch(toastShown(t('resetConfirm.success'), 'success', 3000));
        await navigate('/', { replace: true });
        dispatch(loginRequested());
      },
      (error) => {
        if (isApiError(error) && error.code === 'invalid_key') setInvalid(true);
        else show(error);
      },
    );

  if (invalid) {
    return (
      <AccountCard icon={<LockOutlined />} title={t('resetConfirm.title')}>
        <div className="pnc-account-result" data-testid="reset-invalid">
          <Result
            status="warning"
            title={t('resetConfirm.invalidTitle')}
            subTitle={t('resetConfirm.invalidBody')}
            extra={
              <Button type="primary" size="large" onClick={() => void navigate('/reset-password')}>
                {t('resetConfirm.again')}
              </Button>
            }
          />
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard icon={<LockOutlined />} title={t('resetConfirm.title')} subtitle={t('resetConfirm.subtitle')}>
      <AccountErrorAlert message={message} />
      <Form<NewPasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => void submit(v)}
        disabled={busy}
      >
        <NewPasswordFields name="new_password" mode="replace" />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('resetConfirm.submit')}
        </Button>
      </Form>
    </AccountCard>
  );
}
