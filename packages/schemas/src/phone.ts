/**
 * Taiwanese phone numbers as people type them, read into the one form they are stored, compared and searched in.
 * +886 912 345 678, 886-912-345-678, 0912-345-678 and 「０９１２‐３４５‐６７８」 are the same number, 0912345678: a
 * Taiwanese number is kept in its national form (0, then the area code or 9 and the subscriber's digits). A number of
 * another country keeps its + and country code (+81 90 1234 5678 is +819012345678). What is not a phone is refused
 * with the stable code `not_a_phone`, never guessed at: a digit too many or too few, a letter, an extension, a + not
 * in front, a number without its area code. No zod here: the web form runs the same check before it sends.
 */

/** Why a typed phone was refused (a field-error code, worded on the web in tw and en). */
export const PHONE_REFUSAL = 'not_a_phone';

export type PhoneInput = { ok: true; value: string } | { ok: false; code: typeof PHONE_REFUSAL };

// Full-width digits, plus, brackets, dashes and the ideographic space an IME gives, as their ASCII twins.
const WIDE: Record<string, string> = { '＋': '+', '（': '(', '）': ')', '－': '-', '‐': '-', '．': '.', '\u3000': ' ' };
const toAscii = (text: string) =>
  text.replace(/[０-９＋（）－‐．\u3000]/g, (c) => WIDE[c] ?? String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/** The separators people type inside a phone number: blanks, dashes, dots and brackets. Nothing else is dropped. */
const SEPARATORS = /[\s\-‑–—.()]/g;

/**
 * A Taiwanese number in national form: a mobile is 09 and eight digits; a landline is 0, an area code from 2 to 8
 * and the subscriber's digits, nine or ten digits in all (02-2345-6789, 037-12-3456, 0800-123-456).
 */
const TW_NATIONAL = /^0(9\d{8}|[2-8]\d{7,8})$/;

/** Another country's number: + and 8 to 15 digits (E.164 allows at most 15, country code included). */
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;

/** What was typed, in ASCII and without separators (the digits, and a + where one was typed). */
const compact = (typed: string) => toAscii(typed).replace(SEPARATORS, '');

/**
 * The Taiwanese number behind an international prefix (+886, 00886, or a bare 886 before eight or nine digits), in
 * national form; a 0 written after the country code, as in +886 (0)912…, is the trunk prefix and not doubled.
 * Undefined when the digits carry no Taiwanese prefix.
 */
function fromTaiwanPrefix(digits: string): string | undefined {
  const m = /^(?:\+886|00886)(\d*)$/.exec(digits) ?? /^886(\d{8,9})$/.exec(digits);
  if (!m) return undefined;
  const national = m[1]!;
  return national.startsWith('0') ? national : `0${national}`;
}

/** A typed phone, read: its stored form, or the refusal. */
export function parsePhone(typed: string): PhoneInput {
  const digits = compact(typed);
  if (!/^\+?\d+$/.test(digits)) return { ok: false, code: PHONE_REFUSAL };
  const taiwan = fromTaiwanPrefix(digits);
  if (taiwan !== undefined) return TW_NATIONAL.test(taiwan) ? { ok: true, value: taiwan } : { ok: false, code: PHONE_REFUSAL };
  if (digits.startsWith('0') && !digits.startsWith('00'))
    return TW_NATIONAL.test(digits) ? { ok: true, value: digits } : { ok: false, code: PHONE_REFUSAL };
  const international = digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
  return INTERNATIONAL.test(international) ? { ok: true, value: international } : { ok: false, code: PHONE_REFUSAL };
}

/** Whether a typed value is a phone this module reads. */
export const isPhoneNumber = (typed: string) => parsePhone(typed).ok;

/** The stored form of a typed phone; what is not a phone comes back compacted (for a caller that refuses it after). */
export function canonicalPhone(typed: string): string {
  const read = parsePhone(typed);
  return read.ok ? read.value : compact(typed);
}

/**
 * What a search for part of a phone looks for in the stored forms: the typed part compacted, a Taiwanese
 * international prefix in front turned into the national 0, so "+886 912" finds 0912345678 and "345-678" finds it
 * too. A full number is searched in its stored form.
 */
export function phoneSearchText(typed: string): string {
  const read = parsePhone(typed);
  if (read.ok) return read.value;
  const part = compact(typed);
  const m = /^(?:\+886|00886)(\d+)$/.exec(part);
  if (!m) return part;
  return m[1]!.startsWith('0') ? m[1]! : `0${m[1]!}`;
}
