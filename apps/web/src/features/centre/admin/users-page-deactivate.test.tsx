import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, profile } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import UsersPage from './users-page';

// The signed-in admin is `profile` (id 7); amy (8) is an active member of staff.
const users = [
  { id: profile.id, username: 'nurse', display_name: '王護理師', role: 'admin', email: 'nurse@example.com', is_active: true, phone: '' },
  { id: 8, username: 'amy', display_name: 'Amy', role: 'staff', email: 'amy@example.com', is_active: true, phone: '' },
];
const pageOf = (rows: typeof users) => ({ count: rows.length, next: null, previous: null, results: rows });
const amyOff = { ...users[1]!, is_active: false };

/** Waits for an answer (not a speed check): a loaded test machine renders antd slowly. */
const wait = { timeout: 10_000 };

const words = {
  tw: { activeOf: (name: string) => `${name} 是否啟用`, saved: '已更新使用者' },
  en: { activeOf: (name: string) => `${name} active`, saved: 'User updated' },
} as const;

describe.each(['tw', 'en'] as const)(
  'deactivating an account on the users screen (%s)',
  (lang) => {
    const w = words[lang];

    it('lets an admin switch a staff member off: PUT /api/user/8/ {is_active: false}, and the switch shows it', async () => {
      const { calls } = mockFetch({
        // The first list, then the one refetched after the write.
        'GET /api/user/': [
          { status: 200, body: pageOf(users) },
          { status: 200, body: pageOf([users[0]!, amyOff]) },
        ],
        'PUT /api/user/8/': { status: 200, body: amyOff },
      });
      await renderCentrePage(<UsersPage />, { path: '/centre/users', role: 'admin', lang });
      const toggle = await screen.findByRole('switch', { name: w.activeOf('amy') }, wait);
      expect(toggle).toBeChecked();
      expect(toggle).toBeEnabled();
      fireEvent.click(toggle);
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1), wait);
      const put = calls.find((c) => c.method === 'PUT')!;
      expect(put.url).toBe('/api/user/8/');
      expect(JSON.parse(put.body!)).toEqual({ is_active: false });
      expect(await screen.findByText(w.saved, {}, wait)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('switch', { name: w.activeOf('amy') })).not.toBeChecked(), wait);
      // A switched-off account is mailed no reset link.
      const row = screen.getByText('amy').closest('tr')!;
      expect(within(row).getByRole('button', { name: lang === 'tw' ? /寄送重設密碼信/ : /Send reset link/ })).toBeDisabled();
    });

    it('does not let the admin switch their own account off', async () => {
      const { calls } = mockFetch({ 'GET /api/user/': { status: 200, body: pageOf(users) } });
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
