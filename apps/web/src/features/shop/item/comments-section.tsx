import { COMMENT_MAX } from '@pnc/schemas/limits';
import { Button, Empty, Input, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorText } from '../../../lib/error-text';
import { selectIsLoggedIn } from '../../account/userSlice';
import { toastShown } from '../../app/appSlice';
import {
  useAddCommentMutation,
  useAddResponseMutation,
  useDeleteCommentMutation,
  useDeleteResponseMutation,
  useEditCommentMutation,
  useEditResponseMutation,
  useGetCommentsQuery,
} from '../api';
import { useLoginGate } from '../use-login-gate';
import { CommentEntry } from './comment-entry';

const PAGE = 10;

/** Comments and replies of an item: everyone reads; logged-in customers write; authors edit and delete their own. */
export function CommentsSection({ itemId }: { itemId: number }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const gate = useLoginGate();
  const [page, setPage] = useState(1);
  const comments = useGetCommentsQuery({ itemId, limit: PAGE, offset: (page - 1) * PAGE });
  const [addComment, adding] = useAddCommentMutation();
  const [editComment] = useEditCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();
  const [addResponse] = useAddResponseMutation();
  const [editResponse] = useEditResponseMutation();
  const [deleteResponse] = useDeleteResponseMutation();
  const [draft, setDraft] = useState('');
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [reply, setReply] = useState('');

  /** Runs a write; a failure shows the server's reason and is passed on. */
  const run = async <T,>(call: () => Promise<T>, done?: string) => {
    try {
      const result = await call();
      if (done) dispatch(toastShown(t(done), 'success'));
      return result;
    } catch (error) {
      dispatch(toastShown(errorText(t, error), 'error', 3000));
      throw error;
    }
  };

  const post = () =>
    gate(() => {
      const text = draft.trim();
      if (!text) return;
      void run(() => addComment({ itemId, text }).unwrap(), 'comments.posted')
        .then(() => {
          setDraft('');
          setPage(1);
        })
        .catch(() => undefined);
    });

  const postReply = (commentId: number) =>
    gate(() => {
      const text = reply.trim();
      if (!text) return;
      void run(() => addResponse({ itemId, commentId, text }).unwrap(), 'comments.replied')
        .then(() => {
          setReply('');
          setReplyTo(null);
        })
        .catch(() => undefined);
    });

  return (
    <section className="pnc-comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="pnc-shop-subtitle">
        {t('comments.title')}
        {comments.data ? (
          <>
            {' '}
            <span className="pnc-muted">({comments.data.count})</span>
          </>
        ) : null}
      </h2>
      <div className="pnc-comment-form">
        <Input.TextArea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          // Over the limit the box turns red and nothing is sent; nothing typed or pasted is cut.
          count={{ show: loggedIn, max: COMMENT_MAX }}
          status={draft.length > COMMENT_MAX ? 'error' : undefined}
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={loggedIn ? t('comments.placeholder') : t('comments.loginToComment')}
          aria-label={t('comments.placeholder')}
          onFocus={() => {
            if (!loggedIn) gate(() => undefined);
          }}
          data-testid="comment-input"
        />
        <Button
          type="primary"
          loading={adding.isLoading}
          disabled={loggedIn && (!draft.trim() || draft.length > COMMENT_MAX)}
          onClick={post}
        >
          {loggedIn ? t('comments.post') : t('comments.loginToPost')}
        </Button>
      </div>
      {comments.isLoading ? (
        <Skeleton active avatar />
      ) : !comments.data?.results.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comments.none')} />
      ) : (
        <div className="pnc-comment-list">
          {comments.data.results.map((comment) => (
            <CommentEntry
              key={comment.id}
              author={comment.user}
              text={comment.text}
              createdAt={comment.created_at}
              updatedAt={comment.updated_at}
              onSave={(text) => run(() => editComment({ itemId, commentId: comment.id, text }).unwrap(), 'comments.saved')}
              onDelete={() => run(() => deleteComment({ itemId, commentId: comment.id }).unwrap(), 'comments.deleted')}
              actions={
                <Button
                  type="link"
                  size="small"
                  onClick={() => gate(() => setReplyTo(replyTo === comment.id ? null : comment.id))}
                >
                  {t('comments.reply')}
                </Button>
              }
            >
              {comment.responses.map((response) => (
                <CommentEntry
                  key={response.id}
                  small
                  author={response.user}
                  text={response.text}
                  createdAt={response.created_at}
                  updatedAt={response.updated_at}
                  onSave={(text) =>
                    run(
                      () => editResponse({ itemId, commentId: comment.id, responseId: response.id, text }).unwrap(),
                      'comments.saved',
                    )
                  }
                  onDelete={() =>
                    run(
                      () => deleteResponse({ itemId, commentId: comment.id, responseId: response.id }).unwrap(),
                      'comments.deleted',
                    )
                  }
                />
              ))}
              {replyTo === comment.id && loggedIn && (
                <div className="pnc-comment-form pnc-reply-form">
                  <Input.TextArea
                    value={reply}
                    onChange={(event) => setReply(event.target.value)}
                    count={{ show: true, max: COMMENT_MAX }}
                    status={reply.length > COMMENT_MAX ? 'error' : undefined}
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    placeholder={t('comments.replyPlaceholder')}
                    aria-label={t('comments.replyPlaceholder')}
                    autoFocus
                  />
                  <Button
                    type="primary"
                    size="small"
                    disabled={!reply.trim() || reply.length > COMMENT_MAX}
                    onClick={() => postReply(comment.id)}
                  >
                    {t('comments.sendReply')}
                  </Button>
                </div>
              )}
            </CommentEntry>
          ))}
          {comments.data.count > PAGE && (
            <Pagination
              align="center"
              current={page}
              pageSize={PAGE}
              total={comments.data.count}
              onChange={setPage}
              showSizeChanger={false}
            />
          )}
        </div>
      )}
    </section>
  );
}
