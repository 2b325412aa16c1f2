import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import UsersPage from './users-page';

// The signed-in admin is `profile` (id 7); amy (8) is an active member of staff.
const users = [
  { id: 7, username: 'nurse', display_name: '王護理師', role: 'admin', email: 'nurse@example.com', is_active: true, phone: '' },
  { id: 8, username: 'amy', display_name: 'Amy', role: 'staff', email: 'amy@example.com', is_active: true, phone: '' },
];
const amyOff = { ...users[1]!, is_active: false };

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
    activeOf: (name: string) => `${name} 是否啟用`,
    saved: '已更新使用者',
    confirm: '停用 Amy (amy) 的帳號？',
    deactivate: /停\s*用/,
  },
  en: {
    new: 'New staff account',
    invite: /Send invitation/,
    invited: 'Account created and invitation sent',
    reset: /Send reset link/,
    resetSent: 'A reset link was mailed to amy',
    taken: 'This username is already used.',
    activeOf: (name: string) => `${name} active`,
    saved: 'User updated',
    confirm: 'Switch off the account of Amy (amy)?',
    deactivate: 'Switch off',
  },
} as const;

describe.each(['tw', 'en'] as const)(
  'the users screen (%s)',
  (lang) => {
    const w = words[lang];

    /** Opens the new staff account dialog and fills it, then sends the invitation. */
    async function invite(username: string, display_name: string, email: string) {
      fireEvent.click(await screen.findByRole('button', { name: w.new }, wait));
      const dialog = await screen.findByRole('dialog', {}, wait);
      expect(dialog.querySelector('input[type="password"]')).toBeNull();
      const field = (name: string) => dialog.querySelector<HTMLInputElement>(`#new-staff_${name}`)!;
      fireEvent.change(field('username'), { target: { value: username } });
      fireEvent.change(field('display_name'), { target: { value: display_name } });
      fireEvent.change(field('email'), { target: { value: email } });
      fireEvent.click(within(dialog).getByRole('button', { name: w.invite }));
      return dialog;
    }

    it('lets an admin open a staff account by invitation, with no password field', async () => {
      const { calls } = mockFetch({
        'GET /api/user/': pageReply(users),
        'POST /api/user/': { status: 201, body: { ...users[1], id: 9, username: 'lin', invitation_sent: true } },
      });
      await renderCentrePage(<UsersPage />, { path: '/centre/users', role: 'admin', lang });
      await invite('lin', '林護理師', 'lin@example.com');
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
        'GET /api/user/': pageReply(users),
        'POST /api/user/': {
          status: 409,
          body: { status: 409, code: 'username_taken', message: 'This username is already used.', fields: { username: ['x'] } },
        },
      });
      await renderCentrePage(<UsersPage />, { path: '/centre/users', role: 'admin', lang });
      const dialog = await invite('amy', 'Amy', 'amy2@example.com');
      expect(await within(dialog).findByText(w.taken, {}, wait)).toBeInTheDocument();
    });

    it('mails a reset link for a colleague, and managers see neither action', async () => {
      const { calls } = mockFetch({
        'GET /api/user/': pageReply(users),
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

    it('lets an admin switch a staff member off: PUT /api/user/8/ {is_active: false}, and the switch shows it', async () => {
      const { calls } = mockFetch({
        // The first list, then the one refetched after the write.
        'GET /api/user/': [pageReply(users), pageReply([users[0]!, amyOff])],
        'PUT /api/user/8/': { status: 200, body: amyOff },
      });
      await renderCentrePage(<UsersPage />, { path: '/centre/users', role: 'admin', lang });
      const toggle = await screen.findByRole('switch', { name: w.activeOf('amy') }, wait);
      expect(toggle).toBeChecked();
      expect(toggle).toBeEnabled();
      fireEvent.click(toggle);
      // Nothing is sent until the admin confirms, asked by the person's name.
      const ask = await screen.findByText(w.confirm, {}, wait);
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
      fireEvent.click(within(ask.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: w.deactivate }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1), wait);
      const put = calls.find((c) => c.method === 'PUT')!;
      expect(put.url).toBe('/api/user/8/');
      expect(JSON.parse(put.body!)).toEqual({ is_active: false });
      expect(await screen.findByText(w.saved, {}, wait)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('switch', { name: w.activeOf('amy') })).not.toBeChecked(), wait);
      // A switched-off account is mailed no reset link.
      const row = screen.getByText('amy').closest('tr')!;
      expect(within(row).getByRole('button', { name: w.reset })).toBeDisabled();
    });

    it('does not let the admin switch their own account off', async () => {
      const { calls } = mockFetch({ 'GET /api/user/': pageReply(users) });
      await renderCentrePage(<UsersPage />, { path: '/centre/users', role: 'admin', lang });
      const own = await screen.findByRole('switch', { name: w.activeOf('nurse') }, wait);
      expect(own).toBeChecked();
      expect(own).toBeDisabled();
      fireEvent.click(own);
      await new Promise((r) => setTimeout(r, 50));
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
      expect(own).toBeChecked();
    });
  },
  60_000,
);
