import { reservationAndOutside } from '@pnc/schemas/centre/reservation-and-outside';
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { ResourceForm } from './resource-form';

beforeAll(async () => {
  await import('../centre-state');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

// The period rule of record-rules.ts (end_at not before start_at), the one the server runs, said at the form.
describe('a period whose end is before its start', () => {
  it.each([
    ['tw', '不可早於開始。', /建\s*立/],
    ['en', 'Must not be before From.', /create/i],
  ])('in %s is refused at the end field, naming the start by its label, without a request', async (lang, words, create) => {
    await i18n.changeLanguage(lang);
    const { calls } = mockFetch({ 'POST /api/reservation_and_outside/': { status: 201, body: { id: 1 } } });
    renderInStore(
      <ResourceForm
        def={reservationAndOutside}
        fixed={{ mother: 7 }}
        defaults={{ kind: 'outside', start_at: '2026-03-04T06:00:00.000Z', end_at: '2026-03-04T02:00:00.000Z' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: create }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
