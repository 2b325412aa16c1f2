import { Button, Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectUser } from '../features/account/userSlice';
import { loadingFinished, loadingStarted, toastShown } from '../features/app/appSlice';
import { selectLang } from '../features/lang/langSlice';

/** The spec's test page: shows language and session, and exercises the toast and the full-screen spinner. */
export default function TestPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLang);
  const user = useAppSelector(selectUser);
  return (
    <div className="pnc-page">
      <h1>{t('test.title')}</h1>
      <p className="pnc-lead">{t('test.lead')}</p>
      <Card>
        <Descriptions
          column={1}
          items={[
            { key: 'lang', label: t('test.language'), children: t(`lang.${lang}`) },
            {
              key: 'session',
              label: t('test.session'),
              children: user ? t('test.loggedIn', { name: user.display_name || user.username }) : t('test.anonymous'),
            },
          ]}
        />
        <Space wrap className="pnc-test-actions">
          <Button onClick={() => dispatch(toastShown(t('test.toastText')))}>{t('test.toast')}</Button>
          <Button
            onClick={() => {
              dispatch(loadingStarted());
              setTimeout(() => dispatch(loadingFinished()), 1000);
            }}
          >
            {t('test.spinner')}
          </Button>
        </Space>
      </Card>
    </div>
  );
}
