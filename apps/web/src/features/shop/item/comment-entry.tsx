import { COMMENT_MAX } from '@pnc/schemas/limits';
import { Avatar, Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../account/userSlice';
import { selectLang } from '../../lang/langSlice';
import { canModify } from './comment-rules';
import type { ItemComment } from '../types';

type Author = ItemComment['user'];

/** One comment or reply: author, time, the text shown as text (never HTML), and edit/delete for its author. */
export function CommentEntry(props: {
  author: Author;
  text: string;
  createdAt: string;
  updatedAt: string;
  onSave: (text: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  small?: boolean;
  children?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('shop');
  const user = useAppSelector(selectUser);
  const lang = useAppSelector(selectLang);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = props.author.display_name || props.author.username;
  const mine = canModify(user, props.author.id);
  const when = new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-TW', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(props.createdAt),
  );
  const save = async () => {
    if (!editing?.trim()) return;
    setBusy(true);
    try {
      await props.onSave(editing.trim());
      setEditing(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className={props.small ? 'pnc-comment pnc-comment-reply' : 'pnc-comment'}
      data-testid={props.small ? 'reply' : 'comment'}
    >
      <Avatar size={props.small ? 28 : 36} src={props.author.avatar_url || undefined} className="pnc-comment-avatar">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className="pnc-comment-body">
        <div className="pnc-comment-meta">
          <strong>{name}</strong>
          <time dateTime={props.createdAt}>{when}</time>
          {props.updatedAt !== props.createdAt && <span className="pnc-muted">{t('comments.edited')}</span>}
        </div>
        {editing !== null ? (
          <div className="pnc-comment-edit">
            <Input.TextArea
              value={editing}
              onChange={(event) => setEditing(event.target.value)}
              count={{ show: true, max: COMMENT_MAX }}
              status={editing.length > COMMENT_MAX ? 'error' : undefined}
              autoSize={{ minRows: 2, maxRows: 8 }}
              aria-label={t('comments.editLabel')}
            />
            <Space>
              <Button
                type="primary"
                size="small"
                loading={busy}
                disabled={!editing.trim() || editing.length > COMMENT_MAX}
                onClick={() => void save()}
              >
                {t('comments.save')}
              </Button>
              <Button size="small" onClick={() => setEditing(null)}>
                {t('comments.cancel')}
              </Button>
            </Space>
          </div>
        ) : (
          <p className="pnc-comment-text">{props.text}</p>
        )}
        <Space size={4} className="pnc-comment-actions">
          {props.actions}
          {mine && editing === null && (
            <>
              <Button type="link" size="small" onClick={() => setEditing(props.text)}>
                {t('comments.edit')}
              </Button>
              <Popconfirm
                title={t('comments.deleteConfirm')}
                okText={t('comments.delete')}
                cancelText={t('comments.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => props.onDelete()}
              >
                <Button type="link" size="small" danger>
                  {t('comments.delete')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
        {props.children}
      </div>
    </div>
  );
}
