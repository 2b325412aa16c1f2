import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { CareLogSection } from './care-log-section';

/** Waits for an answer (not a speed check): a loaded test machine renders antd slowly. */
const wait = { timeout: 10_000 };

const NOW = Date.parse('2026-03-05T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();
const from = hoursAgo(24);

// Born 78 hours before the window's start: the window is judged as day 4 of life (4 wet diapers, 8 feeds).
const baby = { id: 3, name: 'Little Lin', birth_at: '2026-03-01T06:00:00.000Z' };

const query = (params: Record<string, string | number>) =>
  `/api/baby_care_event/?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
const eventsUrl = `GET ${query({ baby: 3, occurred_at_from: from, ordering: '-occurred_at', limit: 500 })}`;
const earlierUrl = `GET ${query({ baby: 3, occurred_at_to: from, limit: 1 })}`;
let id = 0;
const event = (h: number, kind: string, details: Record<string, unknown> = {}) => ({
  id: ++id,
  baby: 3,
  occurred_at: hoursAgo(h),
  kind,
  side: null,
  minutes: null,
  volume_ml: null,
  stool_colour: null,
  nurse: 7,
  note: null,
  ...details,
});

/** Newest first, as the API answers them. */
const aShortDay = [
  event(1, 'wet_diaper'),
  event(2, 'breastfeed', { side: 'left', minutes: 15 }),
  event(3, 'stool', { stool_colour: 'pale' }),
  event(5, 'formula', { volume_ml: 60 }),
  event(7, 'sleep', { minutes: 90 }),
  event(9, 'breastfeed', { side: 'both', minutes: 20 }),
  event(12, 'expressed_milk', { volume_ml: 30 }),
  event(15, 'wet_diaper'),
  event(20, 'breastfeed', { side: 'right', minutes: 10 }),
];

async function renderSection(
  events: unknown[],
  earlier: unknown[],
  record: Record<string, unknown> = baby,
  lang: 'tw' | 'en' = 'en',
) {
  const { calls } = mockFetch({ [eventsUrl]: pageReply(events), [earlierUrl]: pageReply(earlier) });
  await renderCentrePage(<CareLogSection baby={{ ...record, id: 3 }} />, { lang });
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a baby's last 24 hours", () => {
  it('adds up the day, lists every event newest first, and warns of too few wet diapers and feeds', async () => {
    const calls = await renderSection(aShortDay, [event(30, 'bath')]);
    const events = await screen.findAllByTestId('care-event', {}, wait);
    expect(events).toHaveLength(9);
    expect(events[0]).toHaveTextContent('Wet diaper');
    expect(events[1]).toHaveTextContent('Breastfeed Left, 15 min');
    expect(events[2]).toHaveTextContent('Stool Pale (clay or white)');
    expect(events[8]).toHaveTextContent('Breastfeed Right, 10 min');
    // The nurse is named (the signed-in nurse here).
    expect(events[0]).toHaveTextContent('Nurse 王護理師');

    expect(screen.getByLabelText('Totals of the last 24 hours')).toContainElement(screen.getByTestId('care-total-feeds'));
    expect(screen.getByTestId('care-total-feeds')).toHaveTextContent('Feeds5');
    expect(screen.getByTestId('care-total-breastfeeds')).toHaveTextContent('3, 45 min in all');
    expect(screen.getByTestId('care-total-expressed')).toHaveTextContent('30 mL');
    expect(screen.getByTestId('care-total-formula')).toHaveTextContent('60 mL');
    expect(screen.getByTestId('care-total-wet')).toHaveTextContent('Wet diapers2');
    expect(screen.getByTestId('care-total-stools')).toHaveTextContent('Stools1');
    expect(screen.getByTestId('care-total-sleep')).toHaveTextContent('90 min');

    const warning = screen.getByTestId('care-log-shortfall');
    expect(warning).toHaveTextContent('Fewer than expected for day 4 of life in the last 24 hours');
    expect(warning).toHaveTextContent('2 wet diapers; at least 4 expected');
    expect(warning).toHaveTextContent('5 feeds; at least 8 expected');
    expect(screen.getByRole('heading', { name: /Last 24 hours · Day 4 of life/ })).toBeInTheDocument();
    expect(calls.some((c) => `GET ${c.url}` === eventsUrl)).toBe(true);
  });

  it('says nothing is short when the day holds enough, in Chinese', async () => {
    const enough = [
      ...Array.from({ length: 8 }, (_, i) => event(2 + i * 2, 'formula', { volume_ml: 50 })),
      ...Array.from({ length: 4 }, (_, i) => event(1 + i * 3, 'wet_diaper')),
    ].sort((a, b) => b.occurred_at.localeCompare(a.occurred_at));
    await renderSection(enough, [event(30, 'bath')], baby, 'tw');
    expect(await screen.findAllByTestId('care-event', {}, wait)).toHaveLength(12);
    expect(screen.getByTestId('care-total-feeds')).toHaveTextContent('餵食8 次');
    expect(screen.getByTestId('care-total-formula')).toHaveTextContent('400 mL');
    expect(screen.getByTestId('care-total-wet')).toHaveTextContent('濕尿布4 片');
    expect(screen.queryByTestId('care-log-shortfall')).toBeNull();
    expect(screen.getByRole('heading', { name: /過去 24 小時 · 出生第 4 天/ })).toBeInTheDocument();
  });

  it('shows an empty day as empty, and does not judge a log that is not a day long yet', async () => {
    await renderSection([], []);
    expect(await screen.findByText('No care events in the last 24 hours.', {}, wait)).toBeInTheDocument();
    expect(
      screen.getByText('The care log covers less than 24 hours: wet diapers and feeds are not judged yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('care-log-shortfall')).toBeNull();
    expect(screen.getByTestId('care-total-feeds')).toHaveTextContent('Feeds0');
  });

  it('does not judge a baby less than a day old', async () => {
    await renderSection([], [event(30, 'bath')], { ...baby, birth_at: hoursAgo(10) });
    expect(
      await screen.findByText('Less than 24 hours old: wet diapers and feeds are not judged yet.', {}, wait),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('care-log-shortfall')).toBeNull();
  });

  it('judges nothing without a birth time', async () => {
    await renderSection(aShortDay, [event(30, 'bath')], { ...baby, birth_at: null });
    expect(
      await screen.findByText('No birth time: wet diapers and feeds cannot be judged by day of life.', {}, wait),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('care-log-shortfall')).toBeNull();
  });

  // The generic form is heavy to render on a loaded test machine: time enough for it, not a speed check.
  it('opens the form for a new event of this baby', async () => {
    await renderSection([], []);
    fireEvent.click(await screen.findByRole('button', { name: /New care event/ }, wait));
    const drawer = await screen.findByRole('dialog', {}, wait);
    expect(within(drawer).getByText('Event')).toBeInTheDocument();
    // The baby is fixed by the dashboard: sent, not asked.
    expect(within(drawer).queryByText('Baby')).toBeNull();
  }, 60_000);
});
