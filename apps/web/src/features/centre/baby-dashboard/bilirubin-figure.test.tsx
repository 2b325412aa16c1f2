import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { renderInStore } from '../../../test/render-in-store';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { HealthCharts } from './health-charts';

beforeAll(async () => {
  await import('../centre-state');
});

const birthAt = '2026-03-01T06:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(birthAt) + hours * 3_600_000).toISOString();

function renderCharts(baby: Record<string, unknown>, readings: unknown[]) {
  mockFetch({
    'GET /api/baby_health_record/': pageReply(readings),
  });
  renderInStore(<HealthCharts baby={{ id: 3, ...baby }} />);
}

const readings = [
  // 37 weeks with G6PD deficiency: 13.5 at 48 h, 16.1 at 72 h.
  { id: 11, baby: 3, recorded_at: at(48), jaundice_mg_dl: 12.0, bilirubin_method: 'tcb' },
  { id: 12, baby: 3, recorded_at: at(72), jaundice_mg_dl: 16.4, bilirubin_method: 'tsb' },
];

describe('the bilirubin chart', () => {
  it('names the line and the risk group, tells TSB from TcB and marks the reading at or above the line', async () => {
    await i18n.changeLanguage('en');
    renderCharts({ name: 'Little Lin', birth_at: birthAt, gestational_weeks: 37, g6pd_deficiency: true }, readings);
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
    renderCharts({ name: '小林', birth_at: birthAt }, [
      { id: 13, baby: 3, recorded_at: at(30), jaundice_mg_dl: 9.5, bilirubin_method: null },
    ]);
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
    renderCharts({ name: 'Little Wu', birth_at: birthAt, gestational_weeks: 34 }, readings);
    const figure = await screen.findByRole('figure', { name: 'Bilirubin (mg/dL) by hour of life' });
    expect(within(figure).getByTestId('bilirubin-no-line')).toHaveTextContent('born at 35 weeks or later');
  });
});
