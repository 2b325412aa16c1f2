import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUploadable, UPLOAD_TYPES } from '../../../api/upload';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../app/appSlice';
import { updateProfile } from '../session-thunks';
import type { UserData } from '../userSlice';
import { uploadAvatar } from './account-api';
import { accountNs } from './account-i18n';

/** Profile picture: upload the file, then store its URL in the profile. Any failure says 'Upload error'. */
export function AvatarUpload({ user }: { user: UserData }) {
  const { t } = useTranslation(accountNs);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    // A wrong type or a big photo fails before it is sent.
    if (!isUploadable(file)) {
      dispatch(toastShown(t('errors:app.upload_error'), 'error', 3000));
      return;
    }
    setBusy(true);
    try {
      const { url } = await uploadAvatar(file, file.name);
      await dispatch(updateProfile({ avatar_url: url })).unwrap();
      dispatch(toastShown(t('profile.uploaded'), 'success'));
    } catch {
      dispatch(toastShown(t('errors:app.upload_error'), 'error', 3000));
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
