import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { renderInStore } from '../../../test/render-in-store';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { HealthCharts } from './health-charts';

setUpCentreComponentTests();

const birthAt = '2026-03-01T06:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(birthAt) + hours * 3_600_000).toISOString();
const baby = { id: 3, name: 'Little Lin', birth_at: birthAt, birth_weight_g: 3000 };

function renderCharts(readings: unknown[], record: Record<string, unknown> = baby) {
  const { calls } = mockFetch({ 'GET /api/baby_health_record/': pageReply(readings) });
  renderInStore(<HealthCharts baby={{ id: 3, ...record }} />);
  return calls;
}

const readings = [
  { id: 12, baby: 3, recorded_at: at(72), weight_g: 2650, jaundice_mg_dl: 11.4 },
  { id: 11, baby: 3, recorded_at: at(24), weight_g: 2900, jaundice_mg_dl: 5.2 },
];

describe("the baby's charts in words", () => {
  it('names each chart and sums it up, lists every point, and marks the weight under 90 %', async () => {
    await i18n.changeLanguage('en');
    const calls = renderCharts(readings);
    const weight = await screen.findByRole('figure', { name: 'Weight (g) by day of life' });
    expect(weight).toHaveTextContent('2 weights from day 0 to day 3: lowest 2,650 g (day 3), latest 2,650 g (day 3).');
    expect(weight).toHaveTextContent(
      'Birth weight 3,000 g; the dashed line is 90 % of it (2,700 g). Readings on or below it: 1.',
    );
    const rows = within(within(weight).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      [],
      ['Birth weight', '0', '3,000 g', '0 %', 'No'],
      [expect.any(String), '1', '2,900 g', '−3.3 %', 'No'],
      [expect.any(String), '3', '2,650 g', '−11.7 %', 'Yes'],
    ]);
    const bilirubin = screen.getByRole('figure', { name: 'Bilirubin (mg/dL) by hour of life' });
    expect(bilirubin).toHaveTextContent(
      '2 readings from hour 24 to hour 72: highest 11.4 mg/dL (hour 72), latest 11.4 mg/dL (hour 72).',
    );
    expect(within(bilirubin).getAllByRole('row')).toHaveLength(3);
    // Every reading of the baby, not one page of them.
    expect(calls.some((c) => c.url === '/api/baby_health_record/?baby=3&limit=1000')).toBe(true);
  });

  it('in Chinese too, and says why nothing is plotted without a birth time', async () => {
    await i18n.changeLanguage('tw');
    renderCharts(readings, { name: '小林', birth_at: null, birth_weight_g: 3000 });
    const weight = await screen.findByRole('figure', { name: '體重（克）／出生後天數' });
    expect(weight).toHaveTextContent('未填出生時間');
    expect(within(weight).queryByRole('row', { name: /2,650/ })).toBeNull();
    expect(screen.getByRole('figure', { name: '黃疸（mg/dL）／出生後時數' })).toHaveTextContent('尚無黃疸紀錄。');
  });
});

const bilirubinReadings = [
  // 37 weeks with G6PD deficiency: 13.5 at 48 h, 16.1 at 72 h.
  { id: 11, baby: 3, recorded_at: at(48), jaundice_mg_dl: 12.0, bilirubin_method: 'tcb' },
  { id: 12, baby: 3, recorded_at: at(72), jaundice_mg_dl: 16.4, bilirubin_method: 'tsb' },
];

describe('the bilirubin chart', () => {
  it('names the line and the risk group, tells TSB from TcB and marks the reading at or above the line', async () => {
    await i18n.changeLanguage('en');
    renderCharts(bilirubinReadings, { name: 'Little Lin', birth_at: birthAt, gestational_weeks: 37, g6pd_deficiency: true });
    const figure = await screen.findByRole('figure', { name: 'Bilirubin (mg/dL) by hour of life' });
    expect(within(figure).getByTestId('bilirubin-line')).toHaveTextContent(
      "The dashed line is the AAP 2022 phototherapy threshold for 37 weeks' gestation, with neurotoxicity risk factors: G6PD deficiency. Readings at or above it: 1.",
    );
    const legend = within(figure).getByTestId('bilirubin-legend');
    expect(legend).toHaveTextContent('TSB (serum)');
    expect(legend).toHaveTextContent('TcB (transcutaneous)');
    expect(legend).toHaveTextContent('AAP 2022 phototherapy threshold');
    expect(legend).toHaveTextContent('At or above the threshold');
    const rows = within(within(figure).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent))).toEqual([
      [],
      ['48', '12 mg/dL', 'TcB (transcutaneous)', '13.5 mg/dL', 'No'],
      ['72', '16.4 mg/dL', 'TSB (serum)', '16.1 mg/dL', 'Yes'],
    ]);
  });

  it('in Chinese, says why no line is drawn without a gestational age, and an older reading has no method', async () => {
    await i18n.changeLanguage('tw');
    renderCharts([{ id: 13, baby: 3, recorded_at: at(30), jaundice_mg_dl: 9.5, bilirubin_method: null }], {
      name: '小林',
      birth_at: birthAt,
    });
    const figure = await screen.findByRole('figure', { name: '黃疸（mg/dL）／出生後時數' });
    expect(within(figure).getByTestId('bilirubin-no-line')).toHaveTextContent('未繪閾值線：新生兒資料未填妊娠週數。');
    expect(within(figure).queryByTestId('bilirubin-line')).toBeNull();
    expect(within(figure).getByTestId('bilirubin-legend')).toHaveTextContent('未記錄測量方式');
    expect(within(figure).getByTestId('bilirubin-legend')).not.toHaveTextContent('AAP 2022');
    const cells = [...within(figure).getAllByRole('row')[1]!.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(3)).toEqual(['未記錄測量方式', '—', '—']);
  });

  it('under 35 weeks it says the guideline does not apply', async () => {
    await i18n.changeLanguage('en');
    renderCharts(bilirubinReadings, { name: 'Little Wu', birth_at: birthAt, gestational_weeks: 34 });
    const figure = await screen.findByRole('figure', { name: 'Bilirubin (mg/dL) by hour of life' });
    expect(within(figure).getByTestId('bilirubin-no-line')).toHaveTextContent('born at 35 weeks or later');
  });
});
