import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { activityLogRoutes } from './features/activity-log/activity-log.routes';
import { adminApplicationsRoutes } from './features/admin-applications/admin-applications.routes';
import { applicationNotesRoutes } from './features/application-notes/application-notes.routes';
import { applicationsRoutes } from './features/applications/applications.routes';
import { myCourseApplicationsRoutes } from './features/applications/my-course-applications.routes';
import { privateFilesRoutes } from './features/applications/private-files.routes';
import { attendanceRoutes } from './features/attendance/attendance.routes';
import { captchaRoutes } from './features/captcha/captcha.routes';
import { certificatesRoutes } from './features/certificates/certificates.routes';
import { completeApplication } from './features/certificates/complete-application';
import { issueCertificate } from './features/certificates/issue-certificate';
import { coursesAdminRoutes } from './features/courses/courses.admin.routes';
import { coursesRoutes } from './features/courses/courses.routes';
import { dataRequestsAdminRoutes } from './features/data-requests/data-requests.admin.routes';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { feedbackAdminRoutes } from './features/feedback/feedback.admin.routes';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { galleryAdminRoutes } from './features/gallery/gallery.admin.routes';
import { galleryRoutes } from './features/gallery/gallery.routes';
import { newApplicationMailsRoutes } from './features/new-application-mails/new-application-mails.routes';
import { newsAdminRoutes } from './features/news/news.admin.routes';
import { newsRoutes } from './features/news/news.routes';
import { nominationsRoutes } from './features/nominations/nominations.routes';
import { pagesAdminRoutes } from './features/pages/pages.admin.routes';
import { pagesRoutes } from './features/pages/pages.routes';
import { participantsRoutes } from './features/participants/participants.routes';
import { peopleAdminRoutes } from './features/people/people.admin.routes';
import { peopleRoutes } from './features/people/people.routes';
import { referenceRoutes } from './features/reference/reference.routes';
import { rejectionReasonsRoutes } from './features/rejection-reasons/rejection-reasons.routes';
import { searchRoutes } from './features/search/search.routes';
import { sessionRoutes } from './features/session/session.routes';
import { siteIndexRoutes } from './features/site-index/site-index.routes';
import { readSiteSettings } from './features/site-settings/read-site-settings';
import { saveSiteSettings } from './features/site-settings/save-site-settings';
import { siteSettingsAdminRoutes } from './features/site-settings/site-settings.admin.routes';
import { siteSettingsRoutes } from './features/site-settings/site-settings.routes';
import { siteUpdatedRoutes } from './features/site-updated/site-updated.routes';
import { staffRoutes } from './features/staff/staff.routes';
import { statisticsRoutes } from './features/statistics/statistics.routes';
import { systemRoutes } from './features/system/system.routes';
import { trainingsAdminRoutes } from './features/trainings/trainings.admin.routes';
import { trainingsRoutes } from './features/trainings/trainings.routes';
import { vacanciesAdminRoutes } from './features/vacancies/vacancies.admin.routes';
import { vacanciesRoutes } from './features/vacancies/vacancies.routes';
import { loadFileLinkSecret } from './lib/files/file-link-secret';
import type { FileStore } from './lib/files/file-store';
import { openFileStore } from './lib/files/open-file-store';
import { createRequestLogger } from './lib/logger';
import { createFileLinkSigner } from './lib/private-files';
import { requestIdGenerator } from './lib/request-id';
import { apiCacheControl } from './plugins/api-cache-control';
import { compression } from './plugins/compression';
import './plugins/app-decorations';
import { errorHandling, frameworkErrorHandler, sendRouteNotFound } from './plugins/errors';
import { inputText, textCheckingValidatorCompiler } from './plugins/input-text';
import { metricsCollection, metricsRoute } from './plugins/metrics';
import { openApi } from './plugins/openapi';
import { publicCache } from './plugins/public-cache';
import { publicFiles } from './plugins/public-files';
import { rateLimits } from './plugins/rate-limits';
import { requestIds } from './plugins/request-id';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { securityHeaderSetter, securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Fastify's logger option (false in tests); ignored when loggerInstance is given. */
  logger?: FastifyServerOptions['logger'];
  /** A ready pino logger (the server's), so start-up and request logs share one stream. */
  loggerInstance?: FastifyBaseLogger;
  /** Where files live; by default the store `openFileStore` chooses for this database (the server passes the one it seeded). */
  files?: FileStore;
};

/** Largest JSON body accepted (uploads are multipart and have their own per-file limit). */
export const JSON_BODY_LIMIT_BYTES = 1_048_576;

/**
 * Every API route, under /api. A feature adds one line here:
 *   await api.register(coursesRoutes);   // from './features/courses/courses.routes'
 */
const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  api.setNotFoundHandler(sendRouteNotFound);
  await api.register(systemRoutes);
  await api.register(captchaRoutes);
  await api.register(accountsRoutes);
  await api.register(sessionRoutes);
  await api.register(newsRoutes);
  await api.register(galleryRoutes);
  await api.register(vacanciesRoutes);
  await api.register(coursesRoutes);
  await api.register(trainingsRoutes);
  await api.register(referenceRoutes);
  await api.register(pagesRoutes);
  await api.register(peopleRoutes);
  await api.register(siteSettingsRoutes);
  await api.register(siteUpdatedRoutes);
  await api.register(searchRoutes);
  await api.register(nominationsRoutes);
  await api.register(applicationsRoutes);
  await api.register(myCourseApplicationsRoutes);
  await api.register(privateFilesRoutes);
  await api.register(certificatesRoutes);
  await api.register(feedbackRoutes);
  // Back office (/api/admin/...): every route checks the role on the server.
  await api.register(adminApplicationsRoutes);
  await api.register(applicationNotesRoutes);
  await api.register(rejectionReasonsRoutes);
  await api.register(newApplicationMailsRoutes);
  await api.register(coursesAdminRoutes);
  await api.register(participantsRoutes);
  await api.register(newsAdminRoutes);
  await api.register(vacanciesAdminRoutes);
  await api.register(galleryAdminRoutes);
  await api.register(trainingsAdminRoutes);
  await api.register(staffRoutes);
  await api.register(pagesAdminRoutes);
  await api.register(peopleAdminRoutes);
  await api.register(siteSettingsAdminRoutes);
  await api.register(feedbackAdminRoutes);
  await api.register(dataRequestsAdminRoutes);
  await api.register(attendanceRoutes, { operations: { completeApplication, issueCertificate } });
  await api.register(activityLogRoutes);
  await api.register(statisticsRoutes, { siteSettings: { readSiteSettings, saveSiteSettings } });
};

/** Builds the whole portal (API, public files, web app) without listening; server.ts and tests call it. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? false }),
    // X-Forwarded-For is believed only from configured proxies, so nobody can fake their IP for rate limits.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // The router's own errors (an address it cannot decode, a parameter over its length) in the error shape.
    frameworkErrors: frameworkErrorHandler(securityHeaderSetter(config.publicUrl)),
    // Answered by plugins/errors instead, in the error shape and with the security headers.
    return503OnClosing: false,
    // Each request's logger, without running its request id through the redaction (lib/logger.ts).
    childLoggerFactory: createRequestLogger,
    // A random UUID per request, or the proxy's X-Request-Id from a TRUST_PROXY address (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  // The route's zod schemas, with the text rule (no control characters, no lone surrogates) in front.
  app.setValidatorCompiler(textCheckingValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.nodeEnv));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('files', options.files ?? openFileStore({ database, dataDir: config.dataDir }));
  app.decorate('fileLinks', createFileLinkSigner(await loadFileLinkSecret(config)));
  // Bodies are JSON (or multipart where a route accepts files): any other content type is a 415.
  app.removeContentTypeParser('text/plain');

  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  await app.register(requestIds);
  await app.register(metricsCollection);
  await app.register(errorHandling);
  await app.register(inputText);
  await app.register(apiCacheControl);
  await app.register(rateLimits);
  await app.register(publicCache);
  // After the ETag hook (it hashes the uncompressed body), before every route (it hooks each one as declared).
  await app.register(compression);
  await app.register(openApi);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(metricsRoute);
  await app.register(publicFiles);
  await app.register(devMailboxRoutes);
  // robots.txt and sitemap.xml, before the web app would answer them with its HTML.
  await app.register(siteIndexRoutes);
  await app.register(webApp, { webDistDir: config.webDistDir });
  return app;
}

export type AppInstance = Awaited<ReturnType<typeof buildApp>>;
