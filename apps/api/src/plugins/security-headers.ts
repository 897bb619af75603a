import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isUnderPrefix } from '../lib/url-path';

const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The Content-Security-Policy of every response. The access token lives in localStorage (spec), so
 * no inline or third-party script may ever run: scripts come only from our own origin.
 */
export function contentSecurityPolicyDirectives(isHttps: boolean): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // React's style props go through the CSSOM, which CSP does not restrict: no 'unsafe-inline' needed.
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'frame-src': YOUTUBE_FRAMES,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
  };
  // Upgrading requests on plain-http hosts (local runs) would break every asset.
  if (isHttps) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** helmet's options for every answer; `publicUrl` says whether visitors come over TLS. */
export function helmetOptions(publicUrl: string) {
  const isHttps = publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(isHttps) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only when visitors reach us over TLS: HSTS on a plain-http host would lock browsers out of it.
    strictTransportSecurity: isHttps ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    // The videos are YouTube iframes; requiring CORP from them would block them.
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions;
}

/**
 * The headers helmet sets, read once: with these options they are the same for every request (no nonce), so
 * running helmet's dozen middlewares per request (about 15 % of a cached public answer's CPU, issue 13) is not
 * needed. Helmet's only removal, X-Powered-By, is a header Fastify never sets.
 */
function helmetHeaders(publicUrl: string): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
      return recorder;
    },
    removeHeader() {},
  };
  let finished = false;
  helmet(helmetOptions(publicUrl))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    finished = true;
  });
  // Helmet's middlewares are synchronous; if a version ever were not, reading its headers this way would be wrong.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * Sets the same security headers on a raw response: every answer but hashed assets, and the few answers the
 * router makes before any hook runs (an address it cannot decode, a path parameter over its length limit: see
 * `sendFrameworkError`).
 */
export function securityHeaderSetter(publicUrl: string): (request: IncomingMessage, response: ServerResponse) => void {
  const headers = helmetHeaders(publicUrl);
  return (_request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
  };
}

/** Where the web build's content-hashed scripts, styles and fonts are served (see plugins/web-app.ts). */
const HASHED_ASSETS_PREFIX = '/assets';

/**
 * The headers a script, stylesheet or font needs: a browser applies a page's policy (CSP, framing, referrer)
 * from the page, never from its subresources, so repeating the page's kilobyte of headers on each of a page's
 * dozen assets only costs a slow connection (issue 13: about 1 KB per request).
 */
function assetHeaderSetter(publicUrl: string): (response: ServerResponse) => void {
  const hsts = publicUrl.startsWith('https:') ? `max-age=${ONE_YEAR_SECONDS}; includeSubDomains` : undefined;
  return (response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (hsts) response.setHeader('Strict-Transport-Security', hsts);
  };
}

const setSecurityHeaders: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const setHeaders = securityHeaderSetter(publicUrl);
  const setAssetHeaders = assetHeaderSetter(publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    if (isUnderPrefix(request.url, HASHED_ASSETS_PREFIX)) setAssetHeaders(reply.raw);
    else setHeaders(request.raw, reply.raw);
    done();
  });
};

export const securityHeaders = fp(setSecurityHeaders, { name: 'security-headers' });
