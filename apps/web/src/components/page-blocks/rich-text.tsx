import type { Language } from '@iiidem/shared/language';
import { type MouseEvent, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { LeaveSiteDialog } from '../ui/external-link';

/** A path ending in a file name with an extension: '/docs/concept-note.pdf'. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]{2,5}$/i;

/** The address's fragment, decoded ('' when none or malformed). */
function fragmentOf(url: URL): string {
  try {
    return decodeURIComponent(url.hash.slice(1));
  } catch {
    return '';
  }
}

/** True for a click that should open the link as the browser would (a new tab or window, a download). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A page's text: HTML the server made from staff's Markdown and sanitised (only plain structure, links to
 * http(s), mailto and tel, no scripts or attributes beyond href). Its links behave as the site's others do: one to
 * a page of this site moves within the app (a fragment naming the tab to open), one to a file of this site
 * opens as a file, one to another site asks first (spec 1 §8).
 */
export function RichText({ html, lang }: { html: string; lang?: Language }) {
  const navigate = useNavigate();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href) return;
    if (href.startsWith('/') && !href.startsWith('//')) {
      // Only the path, query and fragment of a root-relative address are read: any base will do, and a fixed one
      // does not throw where the page's own origin is opaque ('null': a sandboxed frame, a test environment).
      const target = new URL(href, 'https://portal.invalid');
      // A file of the site (a PDF to download) is the browser's to open, not a route of the app.
      if (FILE_PATH.test(target.pathname)) return;
      event.preventDefault();
      // A fragment names a tab of the page linked to: "[International](/iiidem-training-programs#international)"
      // passes it as the navigation state's tab, as the menus' links pass tabs (spec 1 §2).
      const tab = fragmentOf(target);
      navigate(
        { pathname: target.pathname, search: target.search, hash: target.hash },
        tab ? { state: { tab } } : undefined,
      );
    } else if (/^https?:/i.test(href)) {
      event.preventDefault();
      setLeavingFor(href);
    }
  };

  const leave = () => {
    if (leavingFor) window.open(leavingFor, '_blank', 'noopener,noreferrer');
    setLeavingFor(null);
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks handled are those of the links inside, which the keyboard activates (Enter fires click). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above; the element itself is not interactive. */}
      <div
        className="prose rich-text"
        lang={lang}
        onClick={handleClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (apps/api lib/content/markdown.ts) with an allow-list.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {leavingFor &&
        createPortal(
          <Suspense fallback={null}>
            <LeaveSiteDialog href={leavingFor} onConfirm={leave} onCancel={() => setLeavingFor(null)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
