import type { News } from '@pnc/schemas/shop/news';
import { Form, Input, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { CentreDatePicker } from '../../../components/centre-date-picker';
import { fromCentreWallClock, toCentreWallClock } from '../../../lib/centre-clock';
import { useTranslation } from 'react-i18next';
import { SaveForm } from './save-form';
import { type NewsBody, useSaveNewsMutation } from './shop-admin-api';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';

const FIELDS = ['title_tw', 'title_en', 'is_published', 'published_at', 'body_tw', 'body_en'] as const;
type Field = (typeof FIELDS)[number];
type Values = Omit<NewsBody, 'published_at'> & { published_at?: Dayjs | null };

interface Props {
  post?: News;
  onSaved: (saved: News) => void;
  onCancel: () => void;
}

/** Create or edit a news post: title and text in both languages, published or a draft, and when. */
export function NewsForm({ post, onSaved, onCancel }: Props) {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const [save, saving] = useSaveNewsMutation();
  const label = (f: Field) => t(`news.fields.${f}`);

  // Empty optional fields come back undefined; the server wants them empty, and the time as ISO text.
  const send = async ({ published_at, ...v }: Values) => {
    const body: NewsBody = {
      ...v,
      title_en: v.title_en ?? '',
      body_tw: v.body_tw ?? '',
      body_en: v.body_en ?? '',
      is_published: !!v.is_published,
      published_at: published_at ? fromCentreWallClock(published_at) : null,
    };
    onSaved(await save({ id: post?.id, body }).unwrap());
  };

  return (
    <SaveForm<Values>
      kind="news"
      id={post?.id}
      fields={FIELDS}
      initialValues={
        post
          ? { ...post, published_at: post.published_at ? toCentreWallClock(post.published_at) : null }
          : { is_published: false }
      }
      send={send}
      saving={saving.isLoading}
      onCancel={onCancel}
      scrollToFirstError
    >
      <div className="pnc-form-grid">
        <Form.Item name="title_tw" label={label('title_tw')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="title_en" label={label('title_en')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="is_published" label={label('is_published')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="published_at" label={label('published_at')} extra={t('news.publishedAtHint')}>
          <CentreDatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" className="pnc-full" />
        </Form.Item>
        <Form.Item name="body_tw" label={label('body_tw')} className="pnc-form-wide" rules={[{ max: 20000 }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} />
        </Form.Item>
        <Form.Item name="body_en" label={label('body_en')} className="pnc-form-wide" rules={[{ max: 20000 }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} />
        </Form.Item>
      </div>
    </SaveForm>
  );
}
