import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Profile, ProfileUpdate, PublicProfile } from '@pnc/schemas/accounts';
import { IdParams } from '@pnc/schemas/common';
import { notFound } from '../lib/errors';
import { guard } from '../plugins/auth';
import { updateProfile } from './profile-service';
import { errorAnswers, tags } from './route-docs';
import { findUserById, toProfile } from './user-repository';
import { noSecurity, tokenSecurity } from '../plugins/openapi';

/** GET and PUT /api/user/profile/, GET /api/user/profile/{id}/. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/profile/',
    {
      onRequest: guard.user,
      schema: { tags, summary: 'Your own profile', security: tokenSecurity, response: { 200: Profile, ...errorAnswers(401) } },
    },
    async (request) => {
      const user = await findUserById(app.db, request.user!.id);
      if (!user) throw notFound();
      return toProfile(user);
    },
  );

  r.put(
    '/api/user/profile/',
    {
      onRequest: guard.user,
      schema: {
        tags,
        summary: 'Edit your own profile',
        description:
          'Any of display_name, phone, avatar_url, language, email; any other key (role…) is a 400. A new email must be ' +
          'free (409 email_taken), becomes unvalidated and gets a validation mail; you stay logged in.',
        security: tokenSecurity,
        body: ProfileUpdate,
        response: { 200: Profile, ...errorAnswers(400, 401, 409) },
      },
    },
    async (request) => updateProfile(app, request.user!.id, request.body),
  );

  r.get(
    '/api/user/profile/:id/',
    {
      schema: {
        security: noSecurity,
        tags,
        summary: "Another user's public profile",
        description: 'Open to anyone: id, username, display_name and avatar_url only. 404 for no such active user.',
        params: IdParams,
        response: { 200: PublicProfile, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user || !user.is_active) throw notFound('No such user.');
      const { id, username, display_name, avatar_url } = user;
      return { id, username, display_name, avatar_url };
    },
  );
}
