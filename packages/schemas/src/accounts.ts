import { z } from 'zod';
import { ErrorBody, Language, Role, Timestamp } from './common';
import { CAPTCHA_MAX, EMAIL_MAX, URL_MAX } from './limits';
import { optionalPhoneField } from './phone-field';

export const PASSWORD_MIN = 8;
const socialTypes = ['google', 'facebook', 'line'] as const;
export const SocialType = z.enum(socialTypes);
export type SocialType = z.infer<typeof SocialType>;

const username = z
  .string()
  .trim()
  .min(3)
  .max(64)
  // No '@': a username can then never equal somebody's email, and login accepts either.
  .regex(/^[\p{L}\p{N}_.+-]+$/u, 'letters, digits and _ . + - only');
const email = z.string().trim().max(EMAIL_MAX).pipe(z.email());
const password = z.string().min(PASSWORD_MIN).max(256);

export const LoginBody = z.object({ username: z.string().trim().min(1).max(320), password: z.string().min(1).max(256) });
export const SessionAnswer = z
  .object({ token: z.string(), id: z.number().int() })
  .meta({ examples: [{ token: '9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b', id: 7 }] });

export const SocialSignInBody = z.object({ token: z.string().min(1).max(8192) });

export const CaptchaAnswer = z.object({ key: z.string(), image: z.string() }).meta({
  examples: [
    {
      key: '5b0f3c9e8a2d4716b3e1c0f97a6d2e48c1b5f0a3d9e7c2b6a8f4e1d0c3b7a9e2',
      image: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjwvc3ZnPg==',
    },
  ],
});
/** Captcha fields that register and reset_password take when the captcha is on. */
const captchaFields = {
  captcha_key: z.string().max(64).optional(),
  captcha: z.string().max(CAPTCHA_MAX).optional(),
};

export const RegisterBody = z.object({ username, email, password, language: Language.optional(), ...captchaFields });
export const ResetPasswordBody = z.object({ email, ...captchaFields });
/** reset_validation: resend the validation mail; the account is named by username and password. */
export const ResetValidationBody = z.object({
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(256),
});
export const ChangePasswordBody = z.object({
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(256),
  new_password: password,
});
export const KeyBody = z.object({ token: z.string().min(1).max(256) });
/** The reset mail's link carries a key; the web app posts it with the new password. */
export const ResetConfirmBody = z.object({ token: z.string().min(1).max(256), new_password: password });

export const Profile = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: Role,
    display_name: z.string(),
    phone: z.string(),
    avatar_url: z.string(),
    language: Language,
    is_active: z.boolean(),
    email_validated: z.boolean(),
    last_login: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({
    id: 'Profile',
    examples: [
      {
        id: 7,
        username: 'mei.lin',
        email: 'mei.lin@example.tw',
        role: 'customer' as const,
        display_name: '林美',
        phone: '0912345678',
        avatar_url: '',
        language: 'tw' as const,
        is_active: true,
        email_validated: true,
        last_login: '2026-03-02T01:30:00.000Z',
        created_at: '2026-01-15T08:00:00.000Z',
      },
    ],
  });
export type Profile = z.infer<typeof Profile>;

/** What anyone may see of another user. */
export const PublicProfile = Profile.pick({ id: true, username: true, display_name: true, avatar_url: true }).meta({
  id: 'PublicProfile',
  examples: [{ id: 7, username: 'mei.lin', display_name: '林美', avatar_url: '' }],
});

export const ProfileUpdate = z
  .object({
    display_name: z.string().trim().max(100),
    /** Read as a phone and stored in its one form (phone-field.ts); blank clears it. */
    phone: optionalPhoneField(),
    avatar_url: z.string().trim().max(URL_MAX),
    language: Language,
    email,
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** Path of POST /api/social_signin/{socialType}/: an unknown provider is a 400 validation_error. */
export const SocialParams = z.object({ socialType: SocialType });

/** POST /api/social_signin/link/: the link key a sign-in answered with, and the existing account's password. */
export const SocialLinkBody = z.object({ link_key: z.string().min(1).max(256), password: z.string().min(1).max(256) });

/** POST /api/social/line/complete/: the one-time code the LINE callback handed to the web app. */
export const SocialHandoffBody = z.object({ code: z.string().min(1).max(256) });

/** POST /api/social_signin/link/info/: the link key whose form is about to be shown. */
export const SocialLinkInfoBody = z.object({ link_key: z.string().min(1).max(256) });

/** What a link form names: the provider asking, and the existing account's address, masked (w***@example.com). */
export const SocialLinkInfo = z
  .object({ provider: SocialType, email: z.string() })
  .meta({ id: 'SocialLinkInfo', examples: [{ provider: 'google' as const, email: 'm***@example.tw' }] });
export type SocialLinkInfo = z.infer<typeof SocialLinkInfo>;

/**
 * A social sign-in's 409: email_taken, or social_link_required when the provider's verified address is an existing
 * customer's, not linked yet; then link_key (bound to this browser), posted once with that account's password to
 * /api/social_signin/link/, links the identity and signs in; `link` says what the link form names.
 */
export const SocialSignInConflict = ErrorBody.extend({
  link_key: z.string().optional(),
  link: SocialLinkInfo.optional(),
}).meta({
  id: 'SocialSignInConflict',
  examples: [
    {
      status: 409,
      code: 'social_link_required',
      message: 'An account with this email exists: enter its password once to link them.',
      link_key: '0c8e5a1f7b3d9e2a6c4f8b0d1e3a5c7f9b2d4e6a8c0f1b3d5e7a9c2e4f6b8d0a',
      link: { provider: 'google' as const, email: 'm***@example.tw' },
    },
  ],
});
