import { MailOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { supportedLanguages, type Lang } from '../../../lib/languages';
import { typedRules } from '../../../lib/validate-messages';
import { loginRequested } from '../../app/appSlice';
import { selectLang } from '../../lang/langSlice';
import { AccountCard, AccountErrorAlert } from './account-card';
import { accountApi } from './account-api';
import { accountNs } from './account-i18n';
import { CaptchaField } from './captcha-field';
import { NewPasswordFields } from './new-password-fields';
import { useCaptcha } from './use-captcha';
import { useServerErrors } from './use-server-errors';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirm: string;
  language: Lang;
  captcha: string;
}

const placement = { fields: ['username', 'email', 'password', 'captcha', 'language'] };
const USERNAME = /^[\p{L}\p{N}_.+-]+$/u;

/** /register: a customer account; the server mails a validation link (the account is usable once validated). */
export default function RegisterPage() {
  const { t } = useTranslation(accountNs);
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLang);
  const [form] = Form.useForm<RegisterValues>();
  const captcha = useCaptcha();
  const { message, show, busy, run } = useServerErrors(form, placement);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = ({ confirm: _confirm, captcha: answer, ...values }: RegisterValues) =>
    run(
      async () => {
        await accountApi.register({ ...values, captcha_key: captcha.captcha?.key ?? '', captcha: answer.trim() });
        setSentTo(values.email);
      },
      (error) => {
        captcha.renew(form);
        show(error);
      },
    );

  if (sentTo) {
    return (
      <AccountCard icon={<MailOutlined />} title={t('register.sentTitle')}>
        <div className="pnc-account-result" data-testid="register-sent">
          <Result
            status="success"
            title={t('errors:success.validation_sent')}
            subTitle={t('register.sentBody', { email: sentTo })}
            extra={
              <Button type="primary" size="large" onClick={() => dispatch(loginRequested())}>
                {t('form.logIn')}
              </Button>
            }
          />
          <p className="pnc-account-links">{t('register.sentHint')}</p>
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard icon={<UserAddOutlined />} title={t('register.title')} subtitle={t('register.subtitle')}>
      <AccountErrorAlert message={message} />
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ language: lang }}
        onFinish={(values) => void submit(values)}
        disabled={busy}
      >
        <Form.Item
          name="username"
          label={t('fields.username')}
          extra={t('form.usernameHint')}
          rules={[
            { required: true, whitespace: true },
            { min: 3 },
            { max: 64 },
            { pattern: USERNAME, message: t('form.usernamePattern') },
          ]}
        >
          <Input size="large" autoComplete="username" />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={[{ required: true }, ...typedRules(t).email]}>
          <Input size="large" type="email" autoComplete="email" />
        </Form.Item>
        <NewPasswordFields name="password" mode="new" />
        <Form.Item name="language" label={t('fields.language')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={supportedLanguages.map((value) => ({ value, label: t(`common:lang.${value}`) }))}
          />
        </Form.Item>
        <CaptchaField state={captcha} />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('register.submit')}
        </Button>
      </Form>
      <p className="pnc-account-links">
        <span>{t('register.haveAccount')}</span>
        <Button type="link" size="small" onClick={() => dispatch(loginRequested())}>
          {t('form.logIn')}
        </Button>
      </p>
    </AccountCard>
  );
}
