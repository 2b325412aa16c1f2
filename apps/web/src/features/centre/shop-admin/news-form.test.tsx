import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { NewsForm } from './news-form';

setUpCentreComponentTests();

const post = {
  id: 3,
  title_tw: '母親節優惠',
  title_en: "Mother's Day offer",
  body_tw: '全館九折',
  body_en: '10% off',
  published_at: '2026-05-01T01:00:00.000Z',
  is_published: true,
  created_at: '2026-04-01T00:00:00.000Z',
  updated_at: '2026-04-01T00:00:00.000Z',
};

function renderForm(props: Partial<Parameters<typeof NewsForm>[0]> = {}) {
  const saved: unknown[] = [];
  renderInStore(<NewsForm onSaved={(s) => saved.push(s)} onCancel={() => {}} {...props} />);
  return saved;
}

describe('the news form', { timeout: 60_000 }, () => {
  it('publishes a new post now when no time is given (the server stamps it)', async () => {
    const { calls } = mockFetch({ 'POST /api/news/': { status: 201, body: { ...post, id: 8 } } });
    const saved = renderForm();
    fireEvent.change(screen.getByLabelText('Chinese title'), { target: { value: '新品上市' } });
    fireEvent.change(screen.getByLabelText('Chinese text'), { target: { value: '歡迎選購' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Published' }));
    fireEvent.click(screen.getByRole('button', { name: /create/i }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({
      title_tw: '新品上市',
      title_en: '',
      body_tw: '歡迎選購',
      body_en: '',
      is_published: true,
      published_at: null,
    });
  });

  it("keeps an edited post's publication time and can take it back to a draft", async () => {
    const { calls } = mockFetch({ 'PUT /api/news/3/': { status: 200, body: { ...post, is_published: false } } });
    const saved = renderForm({ post });
    expect(screen.getByLabelText('English title')).toHaveValue("Mother's Day offer");
    fireEvent.click(screen.getByRole('switch', { name: 'Published' }));
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!)).toMatchObject({
      is_published: false,
      published_at: '2026-05-01T01:00:00.000Z',
    });
  });
});
