import { KeyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { typedRules } from '../../../lib/validate-messages';
import { loginRequested } from '../../app/appSlice';
import { AccountCard, AccountErrorAlert } from './account-card';
import { accountApi } from './account-api';
import { accountNs } from './account-i18n';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';
import { useServerErrors } from './use-server-errors';

interface ResetValues {
  email: string;
  captcha: string;
}

const placement = { fields: ['email', 'captcha'] };

/**
 * /reset-password: asks for a reset link. The answer is the same whether or not the address is known
 * (the server's decision), so the page says "if the address is known".
 */
export default function ResetRequestPage() {
  const { t } = useTranslation(accountNs);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ResetValues>();
  const captcha = useCaptcha();
  const { message, show, busy, run } = useServerErrors(form, placement);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = ({ email, captcha: answer }: ResetValues) =>
    run(
      async () => {
        await accountApi.resetPassword({ email: email.trim(), captcha_key: captcha.captcha?.key ?? '', captcha: answer.trim() });
        setSentTo(email.trim());
      },
      (error) => {
        captcha.renew(form);
        show(error);
      },
    );

  return (
    <AccountCard
      icon={<KeyOutlined />}
      title={sentTo ? t('resetRequest.sentTitle') : t('resetRequest.title')}
      subtitle={sentTo ? undefined : t('resetRequest.subtitle')}
    >
      {sentTo ? (
        <div className="pnc-account-result" data-testid="reset-sent">
          <Result
            status="success"
            subTitle={<span className="pnc-account-result-text">{t('resetRequest.sentBody', { email: sentTo })}</span>}
            extra={
              <Button type="primary" size="large" onClick={() => dispatch(loginRequested())}>
                {t('resetRequest.back')}
              </Button>
            }
          />
        </div>
      ) : (
        <>
          <AccountErrorAlert message={message} />
          <Form<ResetValues> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} disabled={busy}>
            <Form.Item name="email" label={t('fields.email')} rules={[{ required: true }, ...typedRules(t).email]}>
              <Input size="large" type="email" autoComplete="email" />
            </Form.Item>
            <CaptchaField state={captcha} />
            <Button type="primary" htmlType="submit" size="large" block loading={busy}>
              {t('resetRequest.submit')}
            </Button>
          </Form>
          <p className="pnc-account-links">
            <Button type="link" size="small" onClick={() => dispatch(loginRequested())}>
              {t('resetRequest.back')}
            </Button>
          </p>
        </>
      )}
    </AccountCard>
  );
}
