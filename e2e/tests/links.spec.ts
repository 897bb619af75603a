import { PUBLIC_PAGE_PATHS } from '@iiidem/shared/site/public-pages';
import { expect, test } from '@playwright/test';

/**
 * No dead link in the demo (issue 15): every page of the public site is read as the server renders it, every
 * link on it is followed within the site (pages, files, downloads must answer, and not with the error page),
 * and every link to another site must lead to a real public site of this allow-list. Links to the commission's
 * own sites (eci.gov.in and its subdomains) are allowed as a family.
 */
const REAL_SITES = new Set([
  // Social accounts of the Election Commission of India.
  'x.com',
  'www.facebook.com',
  'www.youtube.com',
  // Government of India.
  'www.india.gov.in',
  // The Central Public Procurement Portal, where tenders are published.
  'eprocure.gov.in',
  // Screen readers named on the screen-reader access page.
  'www.nvaccess.org',
  'www.freedomscientific.com',
  'yourdolphin.com',
  'www.satogo.com',
  'www.gwmicro.com',
  'safa-reader.software.informer.com',
  // Free readers the help page names for PDF files and videos.
  'get.adobe.com',
  'www.videolan.org',
  // International organisations and election management bodies (partners and MoU partners).
  'www.idea.int',
  'www.ifes.org',
  'www.undp.org',
  'www.elections.org.za',
  'aceproject.org',
  'www.aec.gov.au',
  'www.elections.ca',
  'www.ecs.gov.bd',
  'election.gov.np',
  'www.elections.lk',
  'www.ecp.gov.pk',
  'www.ecb.gov.bt',
  'www.ecb.bt',
  'www.electoralcommission.org.uk',
  'www.aweb.org',
  'aweb.org',
  'elections.gov.lk',
  'elections.gov.mv',
  'thecommonwealth.org',
]);

const isCommissionSite = (host: string) => host === 'eci.gov.in' || host.endsWith('.eci.gov.in');

/** The href of every <a> in an HTML page, decoded. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) =>
    (match[1] ?? '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

/** A site page (crawled for more links) rather than a file (only checked). */
const isPage = (path: string) => !/\.[a-z0-9]{2,5}$/i.test(path) && !path.startsWith('/files/');

test('every link of the public site works, and every external one is a real public site', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const queue: string[] = [...PUBLIC_PAGE_PATHS];
  const seen = new Set<string>(queue);
  const broken: string[] = [];
  const unknownSites = new Map<string, string>();
  const checkedFiles = new Set<string>();

  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const landed = new URL(response.url()).pathname;
    if (!response.ok() || (landed === '/error' && path !== '/error')) {
      broken.push(`${path} answered ${response.status()} at ${landed}`);
      continue;
    }
    for (const href of linksOf(await response.text())) {
      if (href.startsWith('mailto:') || href.startsWith('tel:') || href.startsWith('#')) continue;
      const url = new URL(href, origin + path);
      if (url.origin !== origin) {
        if (!isCommissionSite(url.hostname) && !REAL_SITES.has(url.hostname)) unknownSites.set(url.href, path);
        continue;
      }
      const target = url.pathname + url.search;
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin')) continue;
      if (isPage(url.pathname)) {
        if (!seen.has(target) && seen.size < 400) {
          seen.add(target);
          queue.push(target);
        }
      } else if (!checkedFiles.has(url.pathname)) {
        checkedFiles.add(url.pathname);
        const file = await request.get(url.pathname);
        if (!file.ok()) broken.push(`${url.pathname} (linked from ${path}) answered ${file.status()}`);
      }
    }
  }

  expect(broken).toEqual([]);
  expect(Object.fromEntries(unknownSites)).toEqual({});
  // The crawl reached the whole site: the pages of the list, course and training pages, and files to download.
  expect(seen.size).toBeGreaterThan(PUBLIC_PAGE_PATHS.length + 10);
  expect([...seen].some((page) => page.startsWith('/training-program-details/'))).toBe(true);
  expect(checkedFiles.size).toBeGreaterThan(3);
});
