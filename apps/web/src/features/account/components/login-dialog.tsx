import { FacebookFilled, GoogleOutlined, UserOutlined } from '@ant-design/icons';
import type { SocialType } from '@pnc/schemas/accounts';
import { Alert, Avatar, Button, Divider, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../../../api/client';
import { useAppDispatch } from '../../../app/hooks';
import { PrefetchLink } from '../../../components/prefetch-link';
import { errorText } from '../../../lib/error-text';
import { requestSocialToken } from '../../../lib/social';
import { toastShown } from '../../app/appSlice';
import { login, resendValidation, socialSignIn } from '../session-thunks';

/** Local list (not the zod enum) so the dialog's chunk does not pull in zod. */
const socialTypes = ['google', 'facebook', 'line'] as const satisfies readonly SocialType[];

const socialIcon: Record<SocialType, React.ReactNode> = {
  google: <GoogleOutlined />,
  facebook: <FacebookFilled />,
  line: (
    <span className="pnc-line-mark" aria-hidden="true">
      L
    </span>
  ),
};

interface Credentials {
  username?: string;
  password?: string;
}

/** The login dialog (spec section 2): social sign-in group, profile picture area, username and password. */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Credentials>();
  const [error, setError] = useState<{ text: string; code?: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const finish = (name: string) => {
    form.resetFields();
    setError(null);
    dispatch(toastShown(t('login.welcome', { name }), 'success'));
    onClose();
  };

  const submit = async ({ username = '', password = '' }: Credentials) => {
    if (!username.trim() || !password) {
      setError({ text: t('errors:app.enter_both') });
      return;
    }
    setBusy('password');
    setError(null);
    try {
      const session = await dispatch(login({ username: username.trim(), password })).unwrap();
      finish(session.profile.display_name || session.profile.username);
    } catch (failure) {
      const apiError = failure as ApiError;
      setError({ text: errorText(t, apiError), code: apiError.code });
    } finally {
      setBusy(null);
    }
  };

  const social = async (socialType: SocialType) => {
    setBusy(socialType);
    setError(null);
    try {
      const token = await requestSocialToken(socialType);
      const session = await dispatch(socialSignIn({ socialType, token })).unwrap();
      finish(session.profile.display_name || session.profile.username);
    } catch (failure) {
      setError({ text: errorText(t, failure), code: isApiError(failure) ? failure.code : undefined });
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    const { username = '', password = '' } = form.getFieldsValue();
    try {
      await resendValidation({ username: username.trim(), password });
      setError(null);
      dispatch(toastShown(t('errors:success.validation_sent'), 'success', 3000));
    } catch {
      setError({ text: t('errors:app.validation_email_failed') });
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={420}
      destroyOnHidden
      // The title names the dialog for assistive tech; the visible heading below is the designed one.
      title={t('login.title')}
      classNames={{ header: 'pnc-visually-hidden' }}
      className="pnc-login"
      centered
    >
      <div className="pnc-login-head">
        <div role="img" aria-label={t('login.avatar')} className="pnc-login-picture">
          <Avatar size={72} icon={<UserOutlined />} className="pnc-login-avatar" />
        </div>
        <p className="pnc-login-title" aria-hidden="true">
          {t('login.title')}
        </p>
        <p className="pnc-login-subtitle">{t('login.subtitle')}</p>
      </div>
      <div role="group" aria-label={t('login.social')} className="pnc-social">
        {socialTypes.map((type) => (
          <Button
            key={type}
            className={`pnc-social-${type}`}
            icon={socialIcon[type]}
            loading={busy === type}
            disabled={busy !== null && busy !== type}
            onClick={() => void social(type)}
            data-testid={`social-${type}`}
          >
            {t(`login.${type}`)}
          </Button>
        ))}
      </div>
      <Divider plain className="pnc-login-divider">
        {t('login.or')}
      </Divider>
      {error && (
        <Alert
          className="pnc-login-error"
          type="error"
          showIcon
          title={<span role="alert">{error.text}</span>}
          action={
            error.code === 'unvalidated_account' && (
              <Button size="small" type="link" onClick={() => void resend()}>
                {t('login.resend')}
              </Button>
            )
          }
        />
      )}
      <Form<Credentials> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item label={t('login.username')} name="username">
          <Input autoComplete="username" placeholder={t('login.usernamePlaceholder')} size="large" />
        </Form.Item>
        <Form.Item label={t('login.password')} name="password">
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={busy === 'password'}
          disabled={busy !== null && busy !== 'password'}
        >
          {t('login.submit')}
        </Button>
      </Form>
      <div className="pnc-login-links">
        <PrefetchLink to="/register" onClick={onClose}>
          {t('login.register')}
        </PrefetchLink>
        <PrefetchLink to="/reset-password" onClick={onClose}>
          {t('login.forgot')}
        </PrefetchLink>
      </div>
    </Modal>
  );
}
