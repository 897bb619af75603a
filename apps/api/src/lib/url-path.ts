/** The path part of a request URL, without the query string. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** True for `/api` itself and anything below it, e.g. `/api/health` (not `/apis`). */
export function isUnderPrefix(url: string, prefix: string): boolean {
  const pathname = pathOf(url);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
