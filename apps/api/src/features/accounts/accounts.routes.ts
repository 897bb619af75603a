import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageRoutes } from './language.routes';
import { passwordRoutes } from './password.routes';
import { personalDataRoutes } from './personal-data.routes';
import { profileRoutes } from './profile.routes';
import { sessionsRoutes } from './sessions.routes';
import { signupRoutes } from './signup.routes';

/** Every account route: sign-up, sign-in and sessions, password reset and change, profile, language, the person's data (issue 17). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signupRoutes);
  await app.register(sessionsRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(languageRoutes);
  await app.register(personalDataRoutes);
};
