import type { SocialType } from '@pnc/schemas/accounts';

/**
 * Asks the provider's SDK for an ID/access token to send to /api/social_signin/<type>/.
 * Provider SDKs are loaded by the page that configures client ids (bootstrap); until one is present
 * the call rejects with `social_unavailable`, which the dialog shows as a message.
 */
export type SocialTokenSource = (type: SocialType) => Promise<string>;

let source: SocialTokenSource | null = null;

export const setSocialTokenSource = (next: SocialTokenSource | null) => {
  source = next;
};

export async function requestSocialToken(type: SocialType): Promise<string> {
  if (!source) throw { status: 0, code: 'social_unavailable', message: `${type} sign-in is not configured` };
  return source(type);
}
