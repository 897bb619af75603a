/** Where an external link leads, which decides the confirmation text (spec 1 §8). */
export type ExternalSiteKind = 'commission' | 'external';

/** The commission's own sites: eci.gov.in and its subdomains. Every other host is 'external'. */
export function classifyExternalUrl(url: string): ExternalSiteKind {
  let host: string;
  try {
    host = new URL(
      url,
      typeof window === 'undefined' ? 'http://localhost/' : window.location.href,
    ).hostname.toLowerCase();
  } catch {
    return 'external';
  }
  return host === 'eci.gov.in' || host.endsWith('.eci.gov.in') ? 'commission' : 'external';
}
