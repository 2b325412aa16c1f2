import { LoginOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SocialLinkInfo } from '@pnc/schemas/accounts';
import { useAppDispatch } from '../../../app/hooks';
import { errorText } from '../../../lib/error-text';
import { loginRequested, toastShown } from '../../app/appSlice';
import { fetchLinkInfo, SocialLinkForm, socialProviderName } from '../components/social-link-form';
import { socialSignIn, type Session } from '../session-thunks';
import { AccountCard } from './account-card';
import '../account-errors-i18n';

type Outcome = { state: 'checking' } | { state: 'link'; key: string; link: SocialLinkInfo } | { state: 'failed'; text: string };

/** A hand-off code works once: one request per code even when React runs the effect twice. */
const sent = new Map<string, Promise<Session>>();

/**
 * /social/line — where a LINE login comes back (the server's callback redirects here). The fragment says how it
 * went: `code` (traded once for our token by POST), `link_key` (an existing account: its password links it) or
 * `error`. The fragment is wiped from the address at once, so it stays in no history entry. Both the code and the key
 * work only in the browser that started the login (its cookie): a link form is shown only after the server names the
 * key's provider and account for this browser, so a key sent by someone else opens no password form.
 */
export default function SocialLinePage() {
  // The login texts are the shell's (common); errors are worded from errors.json.
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [fragment] = useState(() => new URLSearchParams(window.location.hash.slice(1)));
  const [outcome, setOutcome] = useState<Outcome>(() => {
    if (fragment.get('link_key') || fragment.get('code')) return { state: 'checking' };
    return { state: 'failed', text: errorText(t, { code: fragment.get('error') ?? 'social_signin_failed' }) };
  });

  const welcome = (session: Session) => {
    const name = session.profile.display_name || session.profile.username;
    // The greeting after the home page is in: a toast shown while the route changes would be gone before it is read.
    void Promise.resolve(navigate('/', { replace: true })).then(() =>
      dispatch(toastShown(t('login.welcome', { name }), 'success', 3000)),
    );
  };

  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const code = fragment.get('code');
    const linkKey = fragment.get('link_key');
    let live = true;
    const failed = (error: unknown) => live && setOutcome({ state: 'failed', text: errorText(t, error) });
    if (linkKey) {
      fetchLinkInfo(linkKey).then((link) => live && setOutcome({ state: 'link', key: linkKey, link }), failed);
      return () => {
        live = false;
      };
    }
    if (!code) return;
    if (!sent.has(code)) sent.set(code, dispatch(socialSignIn({ lineCode: code })).unwrap());
    sent.get(code)!.then((session) => live && welcome(session), failed);
    return () => {
      live = false;
    };
    // Runs once for the fragment the page arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fragment]);

  return (
    <AccountCard
      icon={<LoginOutlined />}
      title={outcome.state === 'link' ? socialProviderName[outcome.link.provider] : t('login.line')}
    >
      <div className="pnc-account-result" data-testid={`social-line-${outcome.state}`} aria-live="polite">
        {outcome.state === 'checking' && <Result icon={<Spin size="large" />} title={t('login.lineReturning')} />}
        {outcome.state === 'link' && (
          <SocialLinkForm
            linkKey={outcome.key}
            link={outcome.link}
            onDone={welcome}
            onCancel={() => void navigate('/', { replace: true })}
          />
        )}
        {outcome.state === 'failed' && (
          <Result
            status="warning"
            title={t('login.lineFailed')}
            subTitle={<span role="alert">{outcome.text}</span>}
            extra={[
              <Button key="login" type="primary" size="large" onClick={() => dispatch(loginRequested())}>
                {t('login.tryAgain')}
              </Button>,
              <Button key="home" size="large" onClick={() => void navigate('/', { replace: true })}>
                {t('login.backHome')}
              </Button>,
            ]}
          />
        )}
      </div>
    </AccountCard>
  );
}
