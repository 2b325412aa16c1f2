import { exportedFields } from '@pnc/schemas/centre/mother-export';
import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { babyCareEvent } from '@pnc/schemas/centre/baby-care-event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import RecordsPrint from './records-print';

const mother = { id: 4, name: '王小美', phone: '0912345678' };
const caring = {
  id: 31,
  mother: 4,
  recorded_at: '2026-11-25T01:30:00.000Z',
  fundus_below_umbilicus: 2,
  fundus_firmness: 'boggy',
  lochia_amount: 'heavy',
  lochia_colour: 'rubra',
  lochia_odour: 'foul',
  breast: 'engorged',
  wound_type: 'cesarean',
  wound_state: 'red',
  pain_score: 6,
  note: '按摩子宮後好轉',
  archived_at: null,
};
const feed = { id: 77, baby: 8, occurred_at: '2026-11-25T02:00:00.000Z', kind: 'breastfeed', side: 'left', minutes: 25 };
const flag = {
  id: 5,
  rule: 'fever',
  severity: 'alert',
  mother: { id: 4, name: '王小美' },
  baby: null,
  source: { entity: 'mom_caring_record', id: 31 },
  value: 38.4,
  detail: null,
  raised_at: '2026-11-25T01:30:00.000Z',
  acknowledged_at: null,
  acknowledged_by: null,
  acknowledgement: null,
};

const exportBody = {
  exported_at: '2026-11-26T03:00:00.000Z',
  exported_by: { id: 9, username: 'boss' },
  mother,
  babies: [{ id: 8, mother: 4, name: '王寶寶', gestational_weeks: 38 }],
  records: { mom_caring_record: [caring], baby_care_event: [feed] },
  clinical_flags: [flag],
};

describe('the printed copy of her records', { timeout: 60_000 }, () => {
  it('holds every field the export holds: fundus, lochia, breasts, wound, pain, care-event details, flags (en)', async () => {
    mockFetch({ 'GET /api/mother/4/export/': { status: 200, body: exportBody } });
    await renderCentrePage(<RecordsPrint motherId={4} />, { path: '/centre/print/records/4', lang: 'en' });
    const block = await screen.findByTestId('print-mom_caring_record-31');
    const labels = within(block)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    // Every exported field but the ref to her has its label on paper.
    const expected = exportedFields(momCaringRecord).filter((f) => f !== 'mother');
    expect(labels).toHaveLength(expected.length);
    for (const label of [
      'Pain score (0–10)',
      'Fundus firmness',
      'Lochia amount',
      'Lochia odour',
      'Breasts',
      'Wound',
      'Wound condition',
    ])
      expect(labels).toContain(label);
    const value = (label: string) => within(block).getByText(label).nextSibling;
    expect(value('Fundus firmness')).not.toHaveTextContent('—');
    expect(value('Lochia odour')).not.toHaveTextContent('—');
    expect(block).toHaveTextContent('按摩子宮後好轉');
    const event = screen.getByTestId('print-baby_care_event-77');
    expect(within(event).getAllByRole('term')).toHaveLength(exportedFields(babyCareEvent).length);
    expect(within(event).getByText('Minutes').nextSibling).toHaveTextContent('25');
    expect(within(event).getByText('Breast side').nextSibling).not.toHaveTextContent('—');
    expect(screen.getByTestId('print-baby')).toHaveTextContent('38');
    const flags = screen.getByTestId('print-clinical_flag');
    expect(flags).toHaveTextContent('38.4 °C');
    expect(flags).toHaveTextContent('2026-11-25 09:30');
  });

  it('words them in tw', async () => {
    mockFetch({ 'GET /api/mother/4/export/': { status: 200, body: exportBody } });
    await renderCentrePage(<RecordsPrint motherId={4} />, { path: '/centre/print/records/4', lang: 'tw' });
    const block = await screen.findByTestId('print-mom_caring_record-31');
    expect(within(block).getByText('惡露量')).toBeInTheDocument();
    expect(within(block).getByText('子宮收縮')).toBeInTheDocument();
    expect(screen.getByTestId('print-clinical_flag')).toHaveTextContent('未確認');
  });
});
