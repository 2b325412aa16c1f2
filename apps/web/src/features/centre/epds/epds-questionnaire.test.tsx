import { epdsScreening } from '@pnc/schemas/centre/epds-screening';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Call, mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { RelatedRecords } from '../resource/related-records';
import ResourceRoutes from '../resource/resource-pages';
import { EpdsButton } from './epds-button';

const mothers = pageReply([{ id: 11, name: '林怡君' }]);
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

// The questions' answer groups, found by selector: role queries over forty radios are slow in jsdom.
const questionGroups = () => [...document.querySelectorAll<HTMLElement>('[data-testid^="epds-item_"] [role="radiogroup"]')];
const radios = (group: HTMLElement) => [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

/** Picks the answer worth `points` to question `n` (1–10). */
function answer(n: number, points: number) {
  fireEvent.click(radios(questionGroups()[n - 1]!)[points]!);
}

const renderNew = (lang: 'tw' | 'en', search = '?mother=11&occasion=arrival') =>
  renderCentrePage(
    <Routes>
      <Route path="/centre/r/*" element={<ResourceRoutes />} />
    </Routes>,
    { path: `/centre/r/epds_screening/new${search}`, lang },
  );

describe('the EPDS questionnaire', () => {
  it('is what "new" opens for a screening: the ten questions and their answers in the reader’s language', async () => {
    mockFetch({ 'GET /api/mother/': mothers });
    await renderNew('tw');
    const form = await screen.findByTestId('epds-questionnaire', {}, { timeout: 10_000 });
    const groups = questionGroups();
    expect(groups).toHaveLength(10);
    expect(groups[0]).toHaveAttribute('aria-label', '1. 我能開懷的笑並看到事物有趣的一面');
    expect(radios(groups[0]!)).toHaveLength(4);
    expect(within(groups[0]!).getByText('同以前一樣')).toBeInTheDocument();
    expect(groups[9]).toHaveAttribute('aria-label', '10. 我會有傷害自己的想法');
    expect(within(groups[9]!).getByText('相當多時候這樣')).toBeInTheDocument();
    // Today's link named her and the occasion: both are filled in.
    expect(await within(form).findByText('林怡君')).toBeInTheDocument();
    expect(within(form).getByText('入住時').closest('label')!.querySelector('input')).toBeChecked();
  }, 60_000);

  it('shows the running total as she answers and refuses to send until all ten are answered, naming the missing', async () => {
    const { calls } = mockFetch({ 'GET /api/mother/': mothers });
    await renderNew('en');
    await screen.findByTestId('epds-questionnaire', {}, { timeout: 10_000 });
    const total = screen.getByTestId('epds-running-total');
    expect(total).toHaveTextContent('Total so far 0 / 30 (0 of 10 answered)');
    answer(1, 2);
    answer(2, 3);
    answer(5, 1);
    await waitFor(() => expect(total).toHaveTextContent('Total so far 6 / 30 (3 of 10 answered)'));
    answer(2, 0);
    await waitFor(() => expect(total).toHaveTextContent('Total so far 3 / 30 (3 of 10 answered)'));

    fireEvent.click(screen.getByTestId('epds-submit'));
    expect(await screen.findByTestId('epds-missing')).toHaveTextContent('Not answered yet: items 3, 4, 6, 7, 8, 9, 10');
    expect(posts(calls)).toHaveLength(0);
    for (const n of [3, 4, 6, 7, 8, 9]) answer(n, 0);
    await waitFor(() => expect(screen.getByTestId('epds-missing')).toHaveTextContent('Not answered yet: item 10'));
    fireEvent.click(screen.getByTestId('epds-submit'));
    // The one unanswered question is marked (antd keeps a cleared message in the page while it fades out).
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[data-testid^="epds-item_"]:has(.ant-form-item-has-error)')].map((q) =>
          q.getAttribute('data-testid'),
        ),
      ).toEqual(['epds-item_10']),
    );
    expect(within(screen.getByTestId('epds-item_10')).getByText('Choose an answer.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  }, 60_000);

  it("sends the answers, then shows the server's total and band, and an urgent notice when item 10 is above 0", async () => {
    const saved = { id: 9, mother: 11, occasion: 'arrival', total: 14, band: 'refer', item_10: 1 };
    const { calls } = mockFetch({ 'GET /api/mother/': mothers, 'POST /api/epds_screening/': { status: 201, body: saved } });
    const { router } = await renderNew('en');
    await screen.findByTestId('epds-questionnaire', {}, { timeout: 10_000 });
    const points = [1, 2, 1, 2, 1, 2, 1, 2, 1, 1];
    points.forEach((p, i) => answer(i + 1, p));
    await waitFor(() => expect(screen.getByTestId('epds-running-total')).toHaveTextContent('Total so far 14 / 30'));
    fireEvent.click(screen.getByTestId('epds-submit'));

    const result = await screen.findByTestId('epds-result', {}, { timeout: 10_000 });
    const body = JSON.parse(posts(calls)[0]!.body!);
    expect(body).toMatchObject({ mother: 11, occasion: 'arrival', item_1: 1, item_2: 2, item_10: 1 });
    expect(body).not.toHaveProperty('total');
    expect(body).not.toHaveProperty('band');
    expect(Date.parse(body.screened_at)).not.toBeNaN();
    expect(within(result).getByTestId('epds-total')).toHaveTextContent('Total 14 / 30');
    expect(within(result).getByTestId('epds-band')).toHaveTextContent('13 or more: refer');
    const notice = within(result).getByTestId('epds-self-harm');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('Urgent: thoughts of harming herself (item 10)');
    expect(notice).toHaveTextContent('she answered “Hardly ever”');
    fireEvent.click(within(result).getByTestId('epds-open-record'));
    expect(router.state.location.pathname).toBe('/centre/r/epds_screening/9');
  }, 60_000);

  it('shows no self-harm notice when item 10 is 0, whatever the total', async () => {
    const saved = { id: 10, mother: 11, total: 4, band: 'low', item_10: 0 };
    mockFetch({ 'GET /api/mother/': mothers, 'POST /api/epds_screening/': { status: 201, body: saved } });
    await renderNew('tw');
    await screen.findByTestId('epds-questionnaire', {}, { timeout: 10_000 });
    [1, 1, 1, 1, 0, 0, 0, 0, 0, 0].forEach((p, i) => answer(i + 1, p));
    fireEvent.click(screen.getByTestId('epds-submit'));
    const result = await screen.findByTestId('epds-result', {}, { timeout: 10_000 });
    expect(within(result).getByTestId('epds-band')).toHaveTextContent('低於 10 分');
    expect(within(result).queryByTestId('epds-self-harm')).toBeNull();
  }, 60_000);

  it("the mother dashboard's EPDS button opens the questionnaire for her", async () => {
    mockFetch({ 'GET /api/mother/': mothers });
    await renderCentrePage(<EpdsButton mother={11} />, { lang: 'tw' });
    fireEvent.click(await screen.findByRole('button', { name: /EPDS 篩檢/ }, { timeout: 10_000 }));
    const form = await screen.findByTestId('epds-questionnaire');
    expect(await within(form).findByText('林怡君')).toBeInTheDocument();
  }, 60_000);

  it("a dashboard tab's new screening is the questionnaire too, for that mother", async () => {
    mockFetch({ 'GET /api/epds_screening/': pageReply([]), 'GET /api/mother/': mothers });
    await renderCentrePage(<RelatedRecords def={epdsScreening} field="mother" id={11} />, { lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: /New EPDS screening/ }, { timeout: 10_000 }));
    const form = await screen.findByTestId('epds-questionnaire');
    expect(within(form).getByTestId('epds-mother')).toHaveTextContent('林怡君');
  }, 60_000);
});
