import { ROBOTS_DISALLOWED_PATHS } from '@iiidem/shared/site/public-pages';

/** robots.txt: the public site is open to every crawler, the API, back office and applicant area are not. */
export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
