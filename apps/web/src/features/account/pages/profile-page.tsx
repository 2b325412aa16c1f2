import { IdcardOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { PhoneInput, phoneRule } from '../../../components/phone-input';
import { PrefetchLink } from '../../../components/prefetch-link';
import { supportedLanguages } from '../../../lib/languages';
import { typedRules } from '../../../lib/validate-messages';
import { toastShown } from '../../app/appSlice';
import { languageSet } from '../../lang/langSlice';
import { updateProfile } from '../session-thunks';
import type { UserData } from '../userSlice';
import { AccountCard, AccountErrorAlert } from './account-card';
import { AddressBook } from './address-book';
import { accountNs } from './account-i18n';
import { AvatarUpload } from './avatar-upload';
import { RequireLogin } from './require-login';
import { changedFields, editable, type ProfileValues } from './profile-changes';
import { useServerErrors } from './use-server-errors';

const placement = { fields: editable };

function ProfileForm({ user }: { user: UserData }) {
  const { t, i18n } = useTranslation(accountNs);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ProfileValues>();
  const { message, busy, run } = useServerErrors(form, placement);
  const email = Form.useWatch('email', form);
  const emailChanging = typeof email === 'string' && email.trim() !== '' && email.trim() !== user.email;

  const submit = async (values: ProfileValues) => {
    const changes = changedFields(user, values);
    if (Object.keys(changes).length === 0) {
      dispatch(toastShown(t('profile.unchanged')));
      return;
    }
    await run(async () => {
      await dispatch(updateProfile(changes)).unwrap();
      if (changes.language) dispatch(languageSet(changes.language));
      // Said in the language just chosen; the hook's t still speaks the one this render started with.
      const say = i18n.getFixedT(changes.language ?? i18n.language, 'account');
      dispatch(
        toastShown(say(changes.email ? 'profile.emailChanged' : 'profile.saved'), 'success', changes.email ? 4500 : undefined),
      );
    });
  };

  return (
    <AccountCard icon={<IdcardOutlined />} title={t('profile.title')} subtitle={t('profile.subtitle')} wide>
      <AvatarUpload user={user} />
      <AccountErrorAlert message={message} />
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ display_name: user.display_name, phone: user.phone, language: user.language, email: user.email }}
        onFinish={(v) => void submit(v)}
        disabled={busy}
      >
        <div className="pnc-form-row">
          <Form.Item name="display_name" label={t('fields.displayName')} rules={[{ max: 100 }]}>
            <Input size="large" autoComplete="name" />
          </Form.Item>
          <Form.Item name="phone" label={t('fields.phone')} rules={[phoneRule(t)]} validateTrigger="onBlur">
            <PhoneInput size="large" data-testid="profile-phone" />
          </Form.Item>
        </div>
        <Form.Item name="email" label={t('fields.email')} rules={[{ required: true }, ...typedRules(t).email]}>
          <Input size="large" type="email" autoComplete="email" />
        </Form.Item>
        {emailChanging && (
          <Alert className="pnc-account-alert" type="info" showIcon title={t('profile.emailNotice')} data-testid="email-notice" />
        )}
        <Form.Item name="language" label={t('fields.language')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={supportedLanguages.map((value) => ({ value, label: t(`common:lang.${value}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('profile.save')}
        </Button>
      </Form>
      <p className="pnc-account-links">
        <LockOutlined aria-hidden="true" />
        <PrefetchLink to="/account/password">{t('profile.changePassword')}</PrefetchLink>
      </p>
    </AccountCard>
  );
}

/** /account/profile (logged in): display name, phone, email (validated again when changed), language, picture; the address book. */
export default function ProfilePage() {
  return (
    <RequireLogin>
      {(user) => (
        <>
          <ProfileForm key={user.id} user={user} />
          <AddressBook />
        </>
      )}
    </RequireLogin>
  );
}
