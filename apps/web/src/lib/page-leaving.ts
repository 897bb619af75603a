/**
 * True from the moment the page starts to leave (a link to another document, a reload, the address bar) until it
 * is gone: the browser then cancels the requests in flight, and their "network failure" is not one of the user's
 * session. If the page stays after all (a download), it counts again a few seconds later.
 */
let leavingPage = false;
let watching = false;

/**
 * Starts listening for the page leaving. The shell does it at start (start-app.tsx): the code that asks for the
 * user's details loads later, with the account menu or the dashboard (issue 13), and a page left before it loaded
 * still cancels its first requests; listening only from then on missed the `beforeunload` that came first.
 */
export function watchPageLeaving(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const leave = () => {
    leavingPage = true;
    window.setTimeout(() => {
      leavingPage = false;
    }, 3000);
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

export function isPageLeaving(): boolean {
  return leavingPage;
}
