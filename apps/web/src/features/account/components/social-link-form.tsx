import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SocialLinkInfo, SocialType } from '@pnc/schemas/accounts';
import { api } from '../../../api/client';
import { useAppDispatch } from '../../../app/hooks';
import { useAttempt } from '../../../lib/use-attempt';
import { socialSignIn, type Session } from '../session-thunks';

/** Providers' own names, the same in every language. */
export const socialProviderName: Record<SocialType, string> = { google: 'Google', facebook: 'Facebook', line: 'LINE' };

/** What the server says a link key of this browser is for; refused (invalid_key, social_signin_failed) otherwise. */
export const fetchLinkInfo = (linkKey: string) => api.post<SocialLinkInfo>('social_signin/link/info', { link_key: linkKey });

/**
 * The provider's verified address is an existing account's: its password, typed once, links the provider to it
 * (POST /api/social_signin/link/ with the single-use link key) and signs in. `link` is the server's word on the key
 * (the provider asking and the account's masked address), never read from a URL.
 */
export function SocialLinkForm({
  linkKey,
  link,
  onDone,
  onCancel,
}: {
  linkKey: string;
  link: SocialLinkInfo;
  onDone: (session: Session) => void;
  onCancel: () => void;
}) {
  const provider = socialProviderName[link.provider];
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { busy, failure, attempt } = useAttempt();

  const submit = async ({ password = '' }: { password?: string }) => {
    if (password) await attempt(async () => onDone(await dispatch(socialSignIn({ linkKey, password })).unwrap()));
  };

  return (
    <div className="pnc-social-link" data-testid="social-link">
      <p className="pnc-login-title">{t('login.linkTitle', { provider })}</p>
      <p>{t('login.linkBody', { provider, email: link.email })}</p>
      {failure && <Alert type="error" showIcon title={<span role="alert">{failure}</span>} />}
      <Form layout="vertical" requiredMark={false} onFinish={(values: { password?: string }) => void submit(values)}>
        <Form.Item label={t('login.linkPassword')} name="password">
          <Input.Password autoComplete="current-password" size="large" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('login.linkSubmit')}
        </Button>
        <Button type="link" block onClick={onCancel} disabled={busy}>
          {t('login.linkCancel')}
        </Button>
      </Form>
    </div>
  );
}
