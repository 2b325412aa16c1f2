import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUploadable, UPLOAD_TYPES, uploadImage } from '../../../api/upload';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';

interface Props {
  /** the item's picture URLs, as Form.Item hands them over. */
  value?: string[];
  onChange?: (next: string[]) => void;
  id?: string;
}

/** An item's pictures: each upload goes to POST /api/upload/?kind=item and its URL joins the list; any refusal says "Upload error". */
export function ItemImagesField({ value = [], onChange, id }: Props) {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const add = async (file: File) => {
    setFailed(false);
    if (!isUploadable(file)) {
      setFailed(true);
      return;
    }
    setBusy(true);
    try {
      const { url } = await uploadImage(file, 'item', file.name);
      onChange?.([...value, url]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pnc-shop-admin-images" id={id}>
      {failed && <Alert type="error" showIcon title={t('errors:app.upload_error')} className="pnc-form-alert" />}
      {value.length ? (
        <ul className="pnc-shop-admin-thumbs">
          {value.map((url, i) => (
            <li key={url}>
              <img src={url} alt={t('item.image', { n: i + 1 })} width={88} height={88} />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('item.removeImage', { n: i + 1 })}
                onClick={() => onChange?.(value.filter((u) => u !== url))}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="pnc-muted">{t('item.noImage')}</p>
      )}
      <Upload accept={UPLOAD_TYPES.join(',')} showUploadList={false} customRequest={({ file }) => void add(file as File)}>
        <Button icon={<UploadOutlined />} loading={busy} data-testid="item-image-upload">
          {busy ? t('item.uploading') : t('item.upload')}
        </Button>
      </Upload>
      <div className="pnc-muted">{t('item.uploadHint')}</div>
    </div>
  );
}
