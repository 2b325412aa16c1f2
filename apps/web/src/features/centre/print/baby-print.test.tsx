import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import BabyPrint from './baby-print';

const baby = { id: 8, mother: 4, name: '王寶寶', gender: 'female', birth_at: '2026-11-20T02:00:00.000Z', birth_weight_g: 3100 };

describe('the printed baby', { timeout: 60_000 }, () => {
  it('names its mother from her record alone, never loading (and so reading) every mother', async () => {
    const { calls } = mockFetch({
      'GET /api/baby/8/': { status: 200, body: baby },
      'GET /api/baby_health_record/': pageReply([]),
      'GET /api/mother/4/': { status: 200, body: { id: 4, name: '王小美', phone: '0912345678' } },
    });
    await renderCentrePage(<BabyPrint babyId={8} />, { path: '/centre/print/baby/8', lang: 'en' });
    expect(await screen.findByText('王小美')).toBeInTheDocument();
    const motherReads = calls.filter((c) => c.method === 'GET' && new URL(c.url, 'http://x').pathname.startsWith('/api/mother/'));
    expect(motherReads.map((c) => new URL(c.url, 'http://x').pathname)).toEqual(['/api/mother/4/']);
  });

  it('prints each reading with its SpO2', async () => {
    mockFetch({
      'GET /api/baby/8/': { status: 200, body: baby },
      'GET /api/baby_health_record/': pageReply([
        { id: 1, baby: 8, recorded_at: '2026-11-21T02:00:00.000Z', heart_rate: 138, respiration: 44, spo2: 92 },
      ]),
      'GET /api/mother/4/': { status: 200, body: { id: 4, name: '王小美', phone: '0912345678' } },
    });
    await renderCentrePage(<BabyPrint babyId={8} />, { path: '/centre/print/baby/8', lang: 'en' });
    const header = await screen.findByRole('columnheader', { name: 'SpO2 (%)' });
    const row = (await screen.findByText('138')).closest('tr')!;
    const cells = [...row.querySelectorAll('td')];
    const index = [...header.closest('tr')!.children].indexOf(header);
    expect(cells[index]).toHaveTextContent('92');
  });
});
