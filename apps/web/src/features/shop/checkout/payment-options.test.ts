import { describe, expect, it } from 'vitest';
import type { ShopConfig } from '../../app/appSlice';
import { isSandboxCard, paymentChoices } from './payment-options';

const shop = (over: Partial<ShopConfig>) => ({ payment_types: ['atm', 'credit_card'], ...over }) as ShopConfig;

describe('paymentChoices', () => {
  it('offers store codes only when the server says they are available (ECPay)', () => {
    expect(paymentChoices(shop({}))).toEqual(['atm', 'credit_card']);
    expect(paymentChoices(shop({ payment_types: ['atm', 'credit_card', 'cvs'], card_provider: 'ecpay' }))).toEqual([
      'atm',
      'credit_card',
      'cvs',
    ]);
  });
  it('labels card payments as tests only with the sandbox', () => {
    expect(isSandboxCard(shop({ card_provider: 'sandbox' }))).toBe(true);
    expect(isSandboxCard(shop({ card_provider: 'ecpay' }))).toBe(false);
  });
});
