import { FacebookFilled, GoogleOutlined, UserOutlined } from '@ant-design/icons';
import type { SocialLinkInfo, SocialType } from '@pnc/schemas/accounts';
import { Alert, Avatar, Button, Divider, Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../../../api/client';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PrefetchLink } from '../../../components/prefetch-link';
import { errorText } from '../../../lib/error-text';
import { facebookToken, LINE_START, prepareFacebook, renderGoogleButton } from '../../../lib/social';
import type { SocialConfig } from '../../../lib/social';
import { selectSocialConfig, toastShown } from '../../app/appSlice';
import { login, resendValidation, socialSignIn, type Session } from '../session-thunks';
import { SocialLinkForm } from './social-link-form';
import '../account-errors-i18n';

/** Google's own button (Google Identity Services draws it); its credential signs in. */
function GoogleButton({
  google,
  onCredential,
  onError,
}: {
  google: NonNullable<SocialConfig['google']>;
  onCredential: (credential: string) => void;
  onError: (error: unknown) => void;
}) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onCredential, onError });
  useEffect(() => {
    callbacks.current = { onCredential, onError };
  });
  useEffect(() => {
    if (!box.current) return;
    renderGoogleButton(google, box.current, {
      locale: i18n.language === 'en' ? 'en' : 'zh-TW',
      width: 320,
      onCredential: (credential) => callbacks.current.onCredential(credential),
    }).catch((error: unknown) => callbacks.current.onError(error));
  }, [google, i18n.language]);
  return <div ref={box} className="pnc-social-google" data-testid="social-google" />;
}

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

/** The login dialog: social sign-in group, profile picture area, username and password. */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Credentials>();
  const [error, setError] = useState<{ text: string; code?: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const social = useAppSelector(selectSocialConfig);
  const [linking, setLinking] = useState<{ key: string; link: SocialLinkInfo } | null>(null);
  const facebook = social?.facebook ?? null;
  // The SDK loads as the dialog opens, so FB.login runs inside the click (a popup opened later is blocked).
  useEffect(() => {
    if (open && facebook) prepareFacebook(facebook).catch(() => undefined);
  }, [open, facebook]);

  const signedIn = ({ profile }: Session) => {
    form.resetFields();
    setError(null);
    dispatch(toastShown(t('login.welcome', { name: profile.display_name || profile.username }), 'success'));
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
      signedIn(await dispatch(login({ username: username.trim(), password })).unwrap());
    } catch (failure) {
      const apiError = failure as ApiError;
      setError({ text: errorText(t, apiError), code: apiError.code });
    } finally {
      setBusy(null);
    }
  };

  /** A provider token (Google's credential, Facebook's access token) signs in; a proven account asks its password. */
  const withToken = async (socialType: SocialType, token: Promise<string> | string) => {
    setBusy(socialType);
    setError(null);
    try {
      signedIn(await dispatch(socialSignIn({ socialType, token: await token })).unwrap());
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'social_link_required' && failure.link_key && failure.link) {
        setLinking({ key: failure.link_key, link: failure.link });
      } else {
        setError({ text: errorText(t, failure), code: isApiError(failure) ? failure.code : undefined });
      }
    } finally {
      setBusy(null);
    }
  };

  const socialButton = (type: 'facebook' | 'line', icon: React.ReactNode, onClick: () => void) => (
    <Button
      key={type}
      className={`pnc-social-${type}`}
      icon={icon}
      loading={busy === type}
      disabled={busy !== null && busy !== type}
      onClick={onClick}
      data-testid={`social-${type}`}
    >
      {t(`login.${type}`)}
    </Button>
  );
  const anySocial = !!(social?.google || social?.facebook || social?.line);

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
      {linking ? (
        <SocialLinkForm linkKey={linking.key} link={linking.link} onDone={signedIn} onCancel={() => setLinking(null)} />
      ) : (
        anySocial && (
          <>
            <div role="group" aria-label={t('login.social')} className="pnc-social">
              {social?.google && (
                <GoogleButton
                  google={social.google}
                  onCredential={(credential) => void withToken('google', credential)}
                  onError={(failure) => setError({ text: errorText(t, failure) })}
                />
              )}
              {facebook &&
                socialButton('facebook', socialIcon.facebook, () => void withToken('facebook', facebookToken(facebook)))}
              {social?.line && socialButton('line', socialIcon.line, () => window.location.assign(LINE_START))}
            </div>
            <Divider plain className="pnc-login-divider">
              {t('login.or')}
            </Divider>
          </>
        )
      )}
      {!linking && error && (
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
      <Form<Credentials>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        requiredMark={false}
        hidden={!!linking}
      >
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
      <div className="pnc-login-links" hidden={!!linking}>
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
