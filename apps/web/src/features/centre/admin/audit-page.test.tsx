import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import AuditPage from './audit-page';

const users = pageReply([
  { id: 3, username: 'head', display_name: '陳護理長', email: null, phone: null, role: 'manager', is_active: true },
  { id: 8, username: 'amy', display_name: 'Amy', email: null, phone: null, role: 'staff', is_active: true },
]);
const entries = [
  {
    id: 12,
    actor_id: 3,
    action: 'update',
    entity: 'mother',
    entity_id: 4,
    record_ids: null,
    route: null,
    changed_fields: { delivery_type: ['vaginal', 'cesarean'], parity: [1, 2] },
    created_at: '2026-03-04T02:00:00.000Z',
  },
  {
    id: 13,
    actor_id: 8,
    action: 'checkout',
    entity: 'mom_living_record',
    entity_id: 9,
    record_ids: null,
    route: null,
    changed_fields: { status: ['in_house', 'checked_out'], room: { id: 5, status: ['occupied', 'cleaning'] } },
    created_at: '2026-03-04T03:00:00.000Z',
  },
  {
    id: 11,
    actor_id: 8,
    action: 'read',
    entity: 'mother',
    entity_id: null,
    record_ids: [4, 5, 6],
    route: 'GET /api/mother/',
    record_names: { '4': { name: '林小美' }, '5': { name: '王大華' } },
    changed_fields: {},
    created_at: '2026-03-04T01:00:00.000Z',
  },
];

const auditCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/api/audit_log/')).map((c) => c.url);

describe('the audit page', () => {
  it.each([
    ['en', 'Delivery type', 'Vaginal', 'Caesarean', 'Parity', 'Read', 'Updated'],
    ['tw', '生產方式', '自然產', '剖腹產', '胎次', '讀取', '修改'],
  ] as const)(
    'in %s shows a change as field: old → new, and a read with its records and route',
    async (lang, field, oldValue, newValue, parity, read, updated) => {
      mockFetch({ 'GET /api/audit_log/': pageReply(entries), 'GET /api/user/': users });
      await renderCentrePage(<AuditPage />, { path: '/centre/audit', role: 'manager', lang });
      const change = await screen.findByTestId('audit-row-12');
      expect(change).toHaveTextContent(updated);
      // 02:00 UTC is 10:00 at the centre, whatever the device's time zone.
      expect(change).toHaveTextContent('2026-03-04 10:00:00');
      const lines = within(change).getAllByRole('listitem');
      expect(lines.map((l) => l.textContent)).toEqual([`${field}: ${oldValue} → ${newValue}`, `${parity}: 1 → 2`]);
      expect(change).not.toHaveTextContent('[');
      // A record inside the change (a checkout's room) is listed beneath it, field: old → new, never as JSON.
      const checkout = screen.getByTestId('audit-row-13');
      expect(checkout).not.toHaveTextContent('{');
      expect(checkout).toHaveTextContent(lang === 'tw' ? '入住中 → 清潔中' : 'Occupied → Cleaning');
      const readRow = screen.getByTestId('audit-row-11');
      expect(readRow).toHaveTextContent(read);
      // Named as the server named them; a record it could not name (deleted since) keeps its number.
      expect(within(readRow).getByTestId('audit-records')).toHaveTextContent(
        lang === 'tw' ? '林小美 (#4)、王大華 (#5)、#6' : '林小美 (#4), 王大華 (#5), #6',
      );
      expect(within(readRow).getByText('GET /api/mother/')).toBeInTheDocument();
      expect(await within(readRow).findByText('Amy')).toBeInTheDocument();
    },
    120_000,
  );

  it('asks the server for the person, action and record chosen', async () => {
    const { calls } = mockFetch({ 'GET /api/audit_log/': pageReply(entries), 'GET /api/user/': users });
    await renderCentrePage(<AuditPage />, { path: '/centre/audit', role: 'manager', lang: 'en' });
    await screen.findAllByRole('listitem');
    expect(auditCalls(calls)).toEqual(['/api/audit_log/?limit=20&offset=0']);

    fireEvent.mouseDown(screen.getByLabelText('Who'));
    fireEvent.click(await screen.findByText('Amy', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(auditCalls(calls).at(-1)).toBe('/api/audit_log/?actor_id=8&limit=20&offset=0'));

    fireEvent.mouseDown(screen.getByLabelText('Action'));
    fireEvent.click(await screen.findByText('Read', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(auditCalls(calls).at(-1)).toBe('/api/audit_log/?actor_id=8&action=read&limit=20&offset=0'));

    fireEvent.change(screen.getByLabelText('Record id'), { target: { value: '4' } });
    await waitFor(() =>
      expect(auditCalls(calls).at(-1)).toBe('/api/audit_log/?actor_id=8&action=read&entity_id=4&limit=20&offset=0'),
    );
  }, 120_000);

  it.each([
    ['en', 'from', 'to', 'Record id'],
    ['tw', '起', '迄', '資料編號'],
  ] as const)(
    'in %s asks the server for the Taipei days typed into the range, and drops them once it is cleared',
    async (lang, from, to, recordId) => {
      const { calls } = mockFetch({ 'GET /api/audit_log/': pageReply(entries), 'GET /api/user/': users });
      const { container } = await renderCentrePage(<AuditPage />, { path: '/centre/audit', role: 'manager', lang });
      await screen.findAllByRole('listitem');
      expect(auditCalls(calls)).toEqual(['/api/audit_log/?limit=20&offset=0']);

      // Typed as a user would: each end of the range, then Enter.
      const start = screen.getByPlaceholderText(from);
      const end = screen.getByPlaceholderText(to);
      fireEvent.mouseDown(start);
      fireEvent.click(start);
      fireEvent.change(start, { target: { value: '2026-03-01' } });
      fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
      fireEvent.change(end, { target: { value: '2026-03-04' } });
      fireEvent.keyDown(end, { key: 'Enter', code: 'Enter' });
      await waitFor(() =>
        expect(auditCalls(calls).at(-1)).toBe('/api/audit_log/?from_date=2026-03-01&to_date=2026-03-04&limit=20&offset=0'),
      );
      expect(start).toHaveValue('2026-03-01');
      expect(end).toHaveValue('2026-03-04');

      // A record id too, so that clearing the days asks for a list not already cached.
      fireEvent.change(screen.getByLabelText(recordId), { target: { value: '4' } });
      await waitFor(() =>
        expect(auditCalls(calls).at(-1)).toBe(
          '/api/audit_log/?from_date=2026-03-01&to_date=2026-03-04&entity_id=4&limit=20&offset=0',
        ),
      );

      const clear = container.querySelector('.ant-picker-clear');
      expect(clear).not.toBeNull();
      fireEvent.mouseDown(clear!);
      fireEvent.click(clear!);
      await waitFor(() => expect(auditCalls(calls).at(-1)).toBe('/api/audit_log/?entity_id=4&limit=20&offset=0'));
      expect(start).toHaveValue('');
      expect(end).toHaveValue('');
      expect(auditCalls(calls)).toEqual([
        '/api/audit_log/?limit=20&offset=0',
        '/api/audit_log/?from_date=2026-03-01&to_date=2026-03-04&limit=20&offset=0',
        '/api/audit_log/?from_date=2026-03-01&to_date=2026-03-04&entity_id=4&limit=20&offset=0',
        '/api/audit_log/?entity_id=4&limit=20&offset=0',
      ]);
    },
    120_000,
  );
});

describe('the audit page words what routes write by hand', () => {
  it.each(['tw', 'en'] as const)('in %s: every such entity and changed key has a text', async (lang) => {
    const { auditOwnEntities, auditOwnKeys } = await import('@pnc/schemas/centre/audit-entities');
    const i18n = (await import('../../../app/i18n')).default;
    await import('../centre-state');
    const t = i18n.getFixedT(lang, 'centre');
    for (const entity of auditOwnEntities) expect(t(`audit.entities.${entity}`, { defaultValue: '' })).not.toBe('');
    for (const key of auditOwnKeys) expect(t(`audit.fields.${key}`, { defaultValue: '' })).not.toBe('');
  });

  it('shows a staff account row as words, not raw keys', async () => {
    const row = {
      id: 21,
      actor_id: 3,
      action: 'update',
      entity: 'user',
      entity_id: 8,
      record_ids: null,
      route: null,
      changed_fields: { password_reset_mailed: true },
      created_at: '2026-03-04T02:00:00.000Z',
      record_names: { '8': { display_name: 'Amy', username: 'amy' } },
    };
    mockFetch({ 'GET /api/audit_log/': pageReply([row]), 'GET /api/user/': users });
    await renderCentrePage(<AuditPage />, { path: '/centre/audit', role: 'manager', lang: 'tw' });
    const shown = await screen.findByTestId('audit-row-21');
    expect(shown).toHaveTextContent('員工帳號');
    expect(shown).toHaveTextContent('已寄出重設密碼信');
    expect(shown).toHaveTextContent('Amy (#8)');
    expect(shown).not.toHaveTextContent('password_reset_mailed');
  }, 120_000);

  it.each([
    ['tw', '資料編號', '請輸入數字（例如 38.6）。'],
    ['en', 'Record id', 'Enter a number (e.g. 38.6).'],
  ] as const)(
    'in %s 「４」 in the record id asks for entity_id=4; 「4a」 is refused at the box and asks nothing',
    async (lang, label, words) => {
      const { calls } = mockFetch({ 'GET /api/audit_log/': pageReply(entries), 'GET /api/user/': users });
      await renderCentrePage(<AuditPage />, { path: '/centre/audit', role: 'manager', lang });
      await screen.findAllByRole('listitem');
      const box = screen.getByLabelText(label);
      fireEvent.change(box, { target: { value: '４' } });
      await waitFor(() => expect(auditCalls(calls).at(-1)).toBe('/api/audit_log/?entity_id=4&limit=20&offset=0'));
      fireEvent.blur(box);
      expect(box).toHaveValue('4');
      const asked = auditCalls(calls).length;
      fireEvent.change(box, { target: { value: '4a' } });
      expect(await screen.findByText(words)).toBeInTheDocument();
      expect(box).toHaveValue('4a');
      await new Promise((r) => setTimeout(r, 300));
      expect(auditCalls(calls).length).toBe(asked);
    },
    60_000,
  );
});
