import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Call, mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import ResourceRoutes from './resource-pages';

const renderNew = (resource: string, role: 'staff' | 'manager', lang: 'tw' | 'en' = 'en') =>
  renderCentrePage(
    <Routes>
      <Route path="/centre/r/*" element={<ResourceRoutes />} />
    </Routes>,
    { path: `/centre/r/${resource}/new`, lang, role },
  );

/** Opens the picker labelled so and picks the option reading `text`. */
async function pick(label: string, text: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByText(text, { selector: '.ant-select-item-option-content' }, { timeout: 10_000 }));
}

const contractCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/contract/')).map((c) => c.url);

describe("a new check-in's contract is picked among the chosen mother's", () => {
  it.each([
    ['tw', '產婦', '合約', '請先選擇產婦'],
    ['en', 'Mother', 'Contract', 'Choose the Mother first'],
  ] as const)(
    'in %s lists nothing before the mother is chosen, then only her contracts',
    async (lang, mother, contract, first) => {
      const { calls } = mockFetch({
        'GET /api/mother/': pageReply([
          { id: 11, name: '林怡君' },
          { id: 12, name: '陳雅婷' },
        ]),
        'GET /api/room/': pageReply([]),
        // Her contracts only when asked for hers; any other list of contracts holds the other mother's too.
        'GET /api/contract/?limit=1000&mother=11': pageReply([{ id: 1, contract_no: 'C-HERS', mother: 11 }]),
        'GET /api/contract/': pageReply([
          { id: 1, contract_no: 'C-HERS', mother: 11 },
          { id: 2, contract_no: 'C-OTHER', mother: 12 },
        ]),
      });
      await renderNew('mom_checkin_record', 'staff', lang);
      await screen.findByTestId('form-mom_checkin_record', {}, { timeout: 10_000 });
      expect(screen.getByText(first)).toBeInTheDocument();
      expect(screen.getByLabelText(contract)).toBeDisabled();

      await pick(mother, '林怡君');
      await waitFor(() => expect(screen.getByLabelText(contract)).toBeEnabled());
      await pick(contract, 'C-HERS');
      expect(screen.queryByText('C-OTHER', { selector: '.ant-select-item-option-content' })).toBeNull();
      expect(contractCalls(calls)).toContain('/api/contract/?limit=1000&mother=11');
    },
    60_000,
  );
});

describe("a new contract's daily rate starts from its room type", () => {
  const roomTypes = pageReply([
    { id: 3, name_tw: '豪華套房', name_en: 'Deluxe suite', daily_rate: 9_600, capacity: 2 },
    { id: 4, name_tw: '標準房', name_en: 'Standard', daily_rate: 6_800, capacity: 1 },
  ]);
  const rate = () => screen.getByLabelText<HTMLInputElement>('Daily rate');

  it('fills the rate when a room type is picked, follows another pick, and keeps a rate typed over it', async () => {
    mockFetch({ 'GET /api/mother/': pageReply([{ id: 11, name: '林怡君' }]), 'GET /api/room_type/': roomTypes });
    await renderNew('contract', 'manager');
    await screen.findByTestId('form-contract', {}, { timeout: 10_000 });
    expect(rate().value).toBe('');
    await pick('Room type', 'Deluxe suite');
    await waitFor(() => expect(rate().value.replace(/\D/g, '')).toBe('9600'));
    await pick('Room type', 'Standard');
    await waitFor(() => expect(rate().value.replace(/\D/g, '')).toBe('6800'));
    // Typed over: the staff member's rate stays whatever room type is picked next.
    fireEvent.change(rate(), { target: { value: '6500' } });
    await pick('Room type', 'Deluxe suite');
    expect(rate().value.replace(/\D/g, '')).toBe('6500');
  }, 60_000);
});
