import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

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

const setSecurityHeaders: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const isHttps = publicUrl.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(isHttps) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only when visitors reach us over TLS: HSTS on a plain-http host would lock browsers out of it.
    strictTransportSecurity: isHttps ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    // The videos are YouTube iframes; requiring CORP from them would block them.
    crossOriginEmbedderPolicy: false,
  });
};

export const securityHeaders = fp(setSecurityHeaders, { name: 'security-headers' });
