import { z } from 'zod';
import { canonicalPhone, isPhoneNumber, PHONE_REFUSAL } from './phone';

/**
 * A phone in a request body, read by the one phone reader (phone.ts): +886 912 345 678, ０９１２３４５６７８ and
 * 0912-345-678 are stored as 0912345678; what is not a phone is refused at its field with `not_a_phone`. A fresh
 * schema per use (the OpenAPI generator renders a shared one fully only once).
 */
export const phoneField = () =>
  z.string().trim().min(1, 'required').max(30).refine(isPhoneNumber, PHONE_REFUSAL).transform(canonicalPhone);

/** The same, where a phone may be left out: blank is stored as no phone (''). */
export const optionalPhoneField = () =>
  z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || isPhoneNumber(v), PHONE_REFUSAL)
    .transform((v) => (v === '' ? '' : canonicalPhone(v)));
