import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import UsersPage from './users-page';

const users = [
  { id: 7, username: 'nurse', display_name: '王護理師', role: 'admin', email: 'nurse@example.com', is_active: true, phone: '' },
  { id: 8, username: 'amy', display_name: 'Amy', role: 'staff', email: 'amy@example.com', is_active: true, phone: '' },
];
const page = { count: users.length, next: null, previous: null, results: users };

/** Waits for an answer (not a speed check): a loaded test machine renders antd slowly. */
const wait = { timeout: 10_000 };

const words = {
  tw: {
    new: '新增工作人員帳號',
    invite: /寄出邀請/,
    invited: '已建立帳號並寄出邀請信',
    reset: /寄送重設密碼信/,
    resetSent: '已寄送重設密碼信給 amy',
    taken: '這個帳號名稱已經有人使用。',
  },
  en: {
    new: 'New staff account',
    invite: /Send invitation/,
    invited: 'Account created and invitation sent',
    reset: /Send reset link/,
    resetSent: 'A reset link was mailed to amy',
    taken: 'This username is already used.',
  },
} as const;

describe.each(['tw', 'en'] as const)(
  'the users screen (%s)',
  (lang) => {
    const w = words[lang];

    it('lets an admin open a staff account by invitation, with no password field', async () => {
      const { calls } = mockFetch({
        'GET /api/user/': { status: 200, body: page },
        'POST /api/user/': { status: 201, body: { ...users[1], id: 9, username: 'lin', invitation_sent: true } },
      });
      await renderCentrePage(<UsersPage />, { path: '/centre/users', role: 'admin', lang });
      fireEvent.click(await screen.findByRole('button', { name: w.new }, wait));
      const dialog = await screen.findByRole('dialog', {}, wait);
      expect(dialog.querySelector('input[type="password"]')).toBeNull();
      const field = (name: string) => dialog.querySelector<HTMLInputElement>(`#new-staff_${name}`)!;
      fireEvent.change(field('username'), { target: { value: 'lin' } });
      fireEvent.change(field('display_name'), { target: { value: '林護理師' } });
      fireEvent.change(field('email'), { target: { value: 'lin@example.com' } });
      fireEvent.click(within(dialog).getByRole('button', { name: w.invite }));
      expect(await screen.findByText(w.invited, {}, wait)).toBeInTheDocument();
      const post = calls.find((c) => c.method === 'POST')!;
      expect(JSON.parse(post.body!)).toEqual({
        username: 'lin',
        display_name: '林護理師',
        email: 'lin@example.com',
        role: 'staff',
        language: 'tw',
      });
    });

    it('says a taken username in the reader’s words under its field', async () => {
      mockFetch({
        'GET /api/user/': { status: 200, body: page },
        'POST /api/user/': {
          status: 409,
          body: { status: 409, code: 'username_taken', message: 'This username is already used.', fields: { username: ['x'] } },
        },
      });
      await renderCentrePage(<UsersPage />, { path: '/centre/users', role: 'admin', lang });
      fireEvent.click(await screen.findByRole('button', { name: w.new }, wait));
      const dialog = await screen.findByRole('dialog', {}, wait);
      const field = (name: string) => dialog.querySelector<HTMLInputElement>(`#new-staff_${name}`)!;
      fireEvent.change(field('username'), { target: { value: 'amy' } });
      fireEvent.change(field('display_name'), { target: { value: 'Amy' } });
      fireEvent.change(field('email'), { target: { value: 'amy2@example.com' } });
      fireEvent.click(within(dialog).getByRole('button', { name: w.invite }));
      expect(await within(dialog).findByText(w.taken, {}, wait)).toBeInTheDocument();
    });

    it('mails a reset link for a colleague, and managers see neither action', async () => {
      const { calls } = mockFetch({
        'GET /api/user/': { status: 200, body: page },
        'POST /api/user/8/reset_password/': { status: 200, body: { detail: 'sent' } },
      });
      const view = await renderCentrePage(<UsersPage />, { path: '/centre/users', role: 'admin', lang });
      const row = (await screen.findByText('amy', {}, wait)).closest('tr')!;
      fireEvent.click(within(row).getByRole('button', { name: w.reset }));
      expect(await screen.findByText(w.resetSent, {}, wait)).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/user/8/reset_password/')).toBe(true);
      view.unmount();

      await renderCentrePage(<UsersPage />, { path: '/centre/users', role: 'manager', lang });
      await screen.findByText('amy', {}, wait);
      expect(screen.queryByRole('button', { name: w.new })).toBeNull();
      expect(screen.queryByRole('button', { name: w.reset })).toBeNull();
    });
  },
  60_000,
);
