import type { SocialSignInConfig } from '@pnc/schemas/shop/bootstrap';
import type { z } from 'zod';
import type { Config } from '../config';
import { lineWebConfigured } from './social-line-client';

/** What the web needs to show a provider's button: public ids and script addresses only, never a secret. */
export function socialSignInConfig(social: Config['social']): z.infer<typeof SocialSignInConfig> {
  const { google, facebook, line } = social;
  return {
    google: google.clientId ? { client_id: google.clientId, script_url: google.scriptUrl } : null,
    facebook:
      facebook.appId && facebook.appSecret
        ? { app_id: facebook.appId, sdk_url: facebook.sdkUrl, version: facebook.sdkVersion }
        : null,
    line: lineWebConfigured(line),
  };
}
