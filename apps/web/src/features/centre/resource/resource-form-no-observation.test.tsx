import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const recordedAt = '2026-03-04T00:30:00.000Z';
const renderNew = () =>
  renderInStore(<ResourceForm def={momCaringRecord} fixed={{ mother: 7 }} defaults={{ recorded_at: recordedAt }} />);
const saved = { id: 5, mother: 7, recorded_at: recordedAt, pulse: 80 };

describe('a nursing record with no observation', () => {
  it.each([
    ['tw', '請至少記錄一項數值。', /建\s*立/, '備註', '脈搏（次/分）'],
    ['en', 'Record at least one value.', /create/i, 'Note', 'Pulse (/min)'],
  ])(
    'in %s is refused at the form, before any request, and sent once a value is typed',
    async (lang, words, create, note, pulse) => {
      await i18n.changeLanguage(lang);
      const { calls } = mockFetch({ 'POST /api/mom_caring_record/': { status: 201, body: saved } });
      renderNew();
      fireEvent.change(screen.getByLabelText(note), { target: { value: 'seen, nothing measured' } });
      fireEvent.click(screen.getByRole('button', { name: create }));
      expect(await screen.findByRole('alert')).toHaveTextContent(words);
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      fireEvent.change(screen.getByLabelText(pulse), { target: { value: '80' } });
      fireEvent.click(screen.getByRole('button', { name: create }));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
      expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toMatchObject({ mother: 7, pulse: 80 });
    },
  );

  it.each([
    ['tw', '請至少記錄一項數值。', /儲\s*存/],
    ['en', 'Record at least one value.', /save/i],
  ])("in %s words the server's no_observation refusal at the form", async (lang, words, save) => {
    await i18n.changeLanguage(lang);
    // A record another nurse cleared meanwhile: the form sees a value, the server refuses the record as a whole.
    mockFetch({
      'PUT /api/mom_caring_record/5/': {
        status: 400,
        body: {
          status: 400,
          code: 'validation_error',
          message: 'Some fields are not valid.',
          fields: { record: ['no_observation'] },
        },
      },
    });
    renderInStore(<ResourceForm def={momCaringRecord} record={saved as never} fixed={{ mother: 7 }} />);
    fireEvent.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });
});
