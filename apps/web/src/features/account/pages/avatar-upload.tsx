import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/client';
import { isUploadable, UPLOAD_TYPES } from '../../../api/upload';
import { errorText } from '../../../lib/error-text';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../app/appSlice';
import { updateProfile } from '../session-thunks';
import type { UserData } from '../userSlice';
import { uploadAvatar } from './account-api';
import { accountNs } from './account-i18n';

/**
 * What a refused upload says: the server refuses a file it does not accept with 400 on `file` (which formats it
 * takes) and a big one with 413; both are said in the reader's language. Anything else says why, by its code.
 */
function uploadErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.status === 413) return t('account:profile.uploadTooBig');
  if (isApiError(error) && error.status === 400 && error.code === 'validation_error') return t('account:profile.uploadBadType');
  return t('account:profile.uploadFailed', { reason: errorText(t, error) });
}

/** Profile picture: upload the file, then store its URL in the profile. A refusal says what the server accepts. */
export function AvatarUpload({ user }: { user: UserData }) {
  const { t } = useTranslation(accountNs);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    // A wrong type or a big photo fails before it is sent, with the words the server would use.
    if (!isUploadable(file)) {
      dispatch(toastShown(t(UPLOAD_TYPES.includes(file.type) ? 'profile.uploadTooBig' : 'profile.uploadBadType'), 'error', 5000));
      return;
    }
    setBusy(true);
    try {
      const { url } = await uploadAvatar(file, file.name);
      await dispatch(updateProfile({ avatar_url: url })).unwrap();
      dispatch(toastShown(t('profile.uploaded'), 'success'));
    } catch (error) {
      dispatch(toastShown(uploadErrorText(t, error), 'error', 5000));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pnc-profile-avatar">
      <Avatar size={88} src={user.avatar_url || undefined} icon={<UserOutlined />} alt={t('fields.avatar')} />
      <div className="pnc-profile-who">
        <p className="pnc-profile-name">{user.display_name || user.username}</p>
        <div>
          <span className="pnc-muted">
            {t('profile.username')}: {user.username}
          </span>{' '}
          <Tag className={user.email_validated ? 'pnc-tag-ok' : 'pnc-tag-warn'} variant="outlined">
            {user.email_validated ? t('profile.emailValidated') : t('profile.emailUnvalidated')}
          </Tag>
        </div>
        <Upload
          accept={UPLOAD_TYPES.join(',')}
          showUploadList={false}
          maxCount={1}
          customRequest={({ file }) => void upload(file as File)}
        >
          <Button icon={<CameraOutlined />} loading={busy} style={{ marginTop: 8 }} data-testid="avatar-upload">
            {t('profile.upload')}
          </Button>
        </Upload>
        <span className="pnc-profile-hint">{t('profile.uploadHint')}</span>
      </div>
    </div>
  );
}
