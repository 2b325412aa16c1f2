import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { profile } from '../../../test/fetch-mock';
import './account-i18n';
import { placeServerError } from './form-errors';
import enAccount from '../../../locales/en/account.json';
import twAccount from '../../../locales/tw/account.json';
import { changedFields } from './profile-changes';

const t = i18n.getFixedT('en') as TFunction;
const user = { ...profile, cart: { items: {} }, favorite: [] };

describe('placeServerError', () => {
  it('puts a coded error on the field the server names, in the page language', () => {
    const error = { status: 409, code: 'username_taken', message: 'x', fields: { username: ['This username is already used.'] } };
    expect(placeServerError(t, error, { fields: ['username', 'email'] })).toEqual({
      fields: [{ name: 'username', errors: ['This username is already used.'] }],
      message: null,
    });
    const tw = placeServerError(i18n.getFixedT('tw') as TFunction, error, { fields: ['username'] });
    expect(tw.fields[0]!.errors).toEqual(['這個帳號名稱已經有人使用。']);
  });

  it('renames server fields and places codes that come without fields', () => {
    const weak = { status: 400, code: 'weak_password', message: 'x', fields: { new_password: ['too common'] } };
    expect(placeServerError(t, weak, { fields: ['newPassword'], rename: { new_password: 'newPassword' } }).fields).toEqual([
      { name: 'newPassword', errors: ['This password is too easy to guess. Please choose a stronger one.'] },
    ]);
    const wrong = { status: 401, code: 'login_failed', message: 'x' };
    expect(placeServerError(t, wrong, { fields: ['password'], codeField: { login_failed: 'password' } }).fields).toEqual([
      { name: 'password', errors: ['Login failed. Please check your username and password.'] },
    ]);
  });

  it('marks each field of a validation error, and leaves unknown fields and other errors to the alert', () => {
    const invalid = { status: 400, code: 'validation_error', message: 'x', fields: { email: ['Invalid email'], role: ['no'] } };
    expect(placeServerError(t, invalid, { fields: ['email'] })).toEqual({
      fields: [{ name: 'email', errors: ['This value is not valid'] }],
      message: null,
    });
    expect(placeServerError(t, { status: 429, code: 'throttled', message: 'x' }, { fields: ['email'] })).toEqual({
      fields: [],
      message: 'Too many attempts. Please try again later.',
    });
    expect(placeServerError(t, new Error('boom'), { fields: [] }).message).toBe('Something went wrong. Please try again later.');
  });
});

describe('changedFields', () => {
  it('sends only what differs from the profile, trimmed', () => {
    expect(changedFields(user, { display_name: ' 王護理師 ', phone: '0912 345 678', language: 'tw', email: user.email })).toEqual(
      {
        phone: '0912 345 678',
      },
    );
    expect(changedFields(user, { display_name: 'Amy', phone: '', language: 'en', email: 'new@example.com' })).toEqual({
      display_name: 'Amy',
      language: 'en',
      email: 'new@example.com',
    });
  });
});

describe('account texts', () => {
  const keys = (obj: object, prefix = ''): string[] =>
    Object.entries(obj).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  it('has the same keys in tw and en, none empty', () => {
    expect(keys(twAccount).sort()).toEqual(keys(enAccount).sort());
    for (const file of [twAccount, enAccount]) for (const key of keys(file)) expect(i18n.exists(`account:${key}`)).toBe(true);
    expect(Object.values(twAccount.fields).every(Boolean)).toBe(true);
  });
});
