import { MailOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorText } from '../../../lib/error-text';
import { loginRequested } from '../../app/appSlice';
import { selectUser } from '../userSlice';
import { AccountCard } from './account-card';
import { accountApi } from './account-api';
import { accountNs } from './account-i18n';

type Outcome = { state: 'checking' } | { state: 'done' } | { state: 'invalid'; text: string };

/** A key works once: one request per key even when React runs the effect twice. */
const sent = new Map<string, Promise<unknown>>();
const validateOnce = (key: string) => {
  if (!sent.has(key)) sent.set(key, accountApi.validateEmail(key));
  return sent.get(key)!;
};

/** /account/validate?key=… — the validation mail's link: confirms the address on arrival. */
export default function ValidatePage() {
  const { t } = useTranslation(accountNs);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const key = useSearchParams()[0].get('key') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(key ? { state: 'checking' } : { state: 'invalid', text: '' });

  useEffect(() => {
    if (!key) return;
    let live = true;
    validateOnce(key).then(
      () => live && setOutcome({ state: 'done' }),
      (error: unknown) =>
        live &&
        setOutcome({
          state: 'invalid',
          text: isApiError(error) && error.code === 'invalid_key' ? t('validate.invalidBody') : errorText(t, error),
        }),
    );
    return () => {
      live = false;
    };
  }, [key, t]);

  return (
    <AccountCard icon={<MailOutlined />} title={t('validate.title')}>
      <div className="pnc-account-result" data-testid={`validate-${outcome.state}`} aria-live="polite">
        {outcome.state === 'checking' && <Result icon={<Spin size="large" />} title={t('validate.checking')} />}
        {outcome.state === 'done' && (
          <Result
            status="success"
            title={t('validate.successTitle')}
            subTitle={t('validate.successBody')}
            extra={
              user ? (
                <Button type="primary" size="large" onClick={() => void navigate('/')}>
                  {t('form.backHome')}
                </Button>
              ) : (
                <Button type="primary" size="large" onClick={() => dispatch(loginRequested())}>
                  {t('form.logIn')}
                </Button>
              )
            }
          />
        )}
        {outcome.state === 'invalid' && (
          <Result
            status="warning"
            title={t('validate.invalidTitle')}
            subTitle={outcome.text || t('validate.missing')}
            extra={
              <Button type="primary" size="large" onClick={() => dispatch(loginRequested())}>
                {t('form.logIn')}
              </Button>
            }
          />
        )}
      </div>
    </AccountCard>
  );
}
