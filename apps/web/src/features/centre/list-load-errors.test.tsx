import { contract } from '@pnc/schemas/centre/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractRow } from '../../test/contract-row';
import { mockFetch, pageReply } from '../../test/fetch-mock';
import { renderCentrePage } from '../../test/render-centre';
import BabyDashboard from './baby-dashboard/baby-dashboard';
import { ResourceTable } from './resource/resource-table';
import { emptyToday } from './today/today-fixture';
import TodayPage from './today/today-page';

/** The database's 503 (decision 0043), then the list as it is once the server is back. */
const down = { status: 503, body: { status: 503, code: 'db_unavailable', message: 'down' } };
const texts = {
  en: { error: 'The database is briefly unavailable. Please try again soon.', retry: 'Retry' },
  tw: { error: '資料庫暫時無法連線，請稍後再試。', retry: '重試' },
} as const;

/** A list whose load failed says so with a 重試 / Retry button, never its empty state; the button loads it again. */
describe.each(['en', 'tw'] as const)('a list that failed to load, in %s', (lang) => {
  const { error } = texts[lang];
  // antd spaces out a two-character Chinese button label (重 試).
  const retry = new RegExp(`^${[...texts[lang].retry].join('\\s?')}$`);

  it('the generic centre table shows the error and Retry, not an empty table', async () => {
    const { calls } = mockFetch({
      'GET /api/contract/': [down, pageReply([contractRow()])],
      'GET /api/mother/': pageReply([{ id: 4, name: 'Lin Mei', phone: '0912' }]),
      'GET /api/room_type/': pageReply([{ id: 2, name_tw: '豪華套房', name_en: 'Deluxe' }]),
    });
    await renderCentrePage(<ResourceTable def={contract} />, { lang });
    const alert = (await screen.findByText(error)).closest('[role="alert"]') as HTMLElement;
    // antd's empty table ("No data" / 暫無數據) is not drawn under the error.
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.querySelector('.ant-empty')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: retry }));
    expect(await screen.findByText('C-1')).toBeInTheDocument();
    expect(screen.queryByText(error)).toBeNull();
    expect(calls.filter((c) => c.url.startsWith('/api/contract/'))).toHaveLength(2);
  });

  it("the Today page shows the error and Retry, not its parts' empty text", async () => {
    mockFetch({ 'GET /api/today/': [down, { status: 200, body: emptyToday }] });
    await renderCentrePage(<TodayPage />, { path: '/centre/today', lang });
    const alert = (await screen.findByText(error, {}, { timeout: 10_000 })).closest('[role="alert"]') as HTMLElement;
    expect(screen.queryByTestId('today-arrivals')).toBeNull();
    expect(screen.queryByText(lang === 'en' ? 'None' : '沒有')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: retry }));
    expect(await screen.findByTestId('today-arrivals')).toBeInTheDocument();
    expect(screen.queryByText(error)).toBeNull();
  });

  it('the babies in the centre today show the error and Retry, then the babies', async () => {
    mockFetch({
      'GET /api/baby/': [down, pageReply([{ id: 3, name: '小安', mother: 4, gender: 'female' }])],
      'GET /api/mother/': pageReply([{ id: 4, name: '林怡君', phone: '0912' }]),
      'GET /api/mother/4/': { status: 200, body: { id: 4, name: '林怡君', phone: '0912' } },
    });
    await renderCentrePage(<BabyDashboard />, { path: '/centre/babies', lang });
    const alert = (await screen.findByText(error, {}, { timeout: 10_000 })).closest('[role="alert"]') as HTMLElement;
    expect(screen.queryByTestId('baby-staying')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: retry }));
    expect(await screen.findByTestId('baby-staying')).toHaveTextContent('小安');
    expect(screen.queryByText(error)).toBeNull();
  });
});
