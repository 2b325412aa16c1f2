import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import { signedIn } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import '../shop-i18n';
import { canModify } from './comment-rules';
import { CommentEntry } from './comment-entry';

const author = { id: 4, username: 'mum', display_name: '王小美', avatar_url: '' };

async function renderEntry(user: { id: number; role: 'customer' | 'manager' } | null, text = 'nice') {
  await i18n.changeLanguage('tw');
  renderInStore(
    <CommentEntry
      author={author}
      text={text}
      createdAt="2026-11-22T04:00:00.000Z"
      updatedAt="2026-11-22T04:00:00.000Z"
      onSave={vi.fn()}
      onDelete={vi.fn()}
    />,
    { state: user ? signedIn(user) : undefined },
  );
}

describe('comment edit and delete visibility', () => {
  it('the rule: the author, or a manager/admin moderating; never anonymous', () => {
    expect(canModify({ id: 4, role: 'customer' }, 4)).toBe(true);
    expect(canModify({ id: 5, role: 'customer' }, 4)).toBe(false);
    expect(canModify({ id: 5, role: 'staff' }, 4)).toBe(false);
    expect(canModify({ id: 5, role: 'manager' }, 4)).toBe(true);
    expect(canModify(null, 4)).toBe(false);
  });

  it('the author sees edit and delete', async () => {
    await renderEntry({ id: 4, role: 'customer' });
    expect(screen.getByRole('button', { name: '編輯' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刪除' })).toBeInTheDocument();
  });

  it('another customer and a visitor do not', async () => {
    await renderEntry({ id: 5, role: 'customer' });
    expect(screen.queryByRole('button', { name: '編輯' })).toBeNull();
    expect(screen.queryByRole('button', { name: '刪除' })).toBeNull();
  });

  it('a visitor does not either', async () => {
    await renderEntry(null);
    expect(screen.queryByRole('button', { name: '編輯' })).toBeNull();
  });

  it('shows the text as text, never as HTML', async () => {
    await renderEntry(null, '<img src=x onerror=alert(1)><b>bold</b>');
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('.pnc-comment-text img, .pnc-comment-text b')).toBeNull();
  });
});
