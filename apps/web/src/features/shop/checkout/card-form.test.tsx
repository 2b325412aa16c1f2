import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import '../shop-i18n';
import { CardForm } from './card-form';

describe('card form', () => {
  it.each([
    ['tw', '卡號', /^付 ?款$/],
    ['en', 'Card number', /^Pay$/],
  ] as const)('keeps a number too long to be a card as typed and refuses it without paying (%s)', async (lang, label, pay) => {
    await i18n.changeLanguage(lang);
    const { calls } = mockFetch({});
    renderInStore(<CardForm orderId={1} />, { lang });
    const box = await screen.findByLabelText(label);
    const long = '4242 4242 4242 4242 4242 4';
    await userEvent.click(box);
    await userEvent.paste(long);
    fireEvent.click(screen.getByRole('button', { name: pay }));
    expect(await screen.findByText(i18n.t('shop:payment.cardFormat'))).toBeInTheDocument();
    expect(box).toHaveValue(long);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['tw', '卡號', /^付 ?款$/],
    ['en', 'Card number', /^Pay$/],
  ] as const)('says at the field why the server refused the number, keeping it as typed (%s)', async (lang, label, pay) => {
    await i18n.changeLanguage(lang);
    mockFetch({
      'POST /api/payment/card/1/': {
        status: 400,
        body: { status: 400, code: 'validation_error', message: 'invalid', fields: { card_number: ['sandbox_card'] } },
      },
    });
    renderInStore(<CardForm orderId={1} />, { lang });
    const box = await screen.findByLabelText(label);
    await userEvent.type(box, '5555 5555 5555 4444');
    fireEvent.click(screen.getByRole('button', { name: pay }));
    expect(await screen.findByText(i18n.t('errors:field.sandbox_card'))).toBeInTheDocument();
    expect(i18n.t('errors:field.sandbox_card')).toContain('4242 4242 4242 4242');
    expect(screen.getByText(i18n.t('errors:code.validation_error'))).toBeInTheDocument();
    expect(box).toHaveValue('5555 5555 5555 4444');
  });
});
