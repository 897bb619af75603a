import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useId } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from './i18n/localized';
import { i18n } from './i18n/runtime';
import { linkState, StaticPart } from './static-part';
import { HydrateLater, hydrateInSteps, hydrationFinished } from './stepped-hydration';

/** Which components rendered, in order. */
const rendered: string[] = [];

function Inner({ loading = false }: { loading?: boolean }) {
  rendered.push('inner');
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Part in {useLanguage()}</h2>
      {loading && <p role="status">Loading</p>}
      <Link to="/programs" {...linkState({ tab: 'academic' })}>
        Programmes
      </Link>
      <Link to="/programs" target="_blank">
        Programmes in a new tab
      </Link>
      <a href="/files/brochure.pdf">Brochure</a>
    </section>
  );
}

function After() {
  rendered.push('after');
  const id = useId();
  return <p id={id}>after</p>;
}

/** Where the app is: the page's address and router state. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state ?? null)}`}</p>;
}

function Home({ loading, later }: { loading?: boolean; later?: boolean }) {
  rendered.push('home');
  const part = (
    <StaticPart>
      <Inner loading={loading} />
    </StaticPart>
  );
  return (
    <main>
      <h1 id={useId()}>Home</h1>
      {later ? <HydrateLater>{part}</HydrateLater> : part}
      <After />
    </main>
  );
}

function App({ loading, later, path = '/' }: { loading?: boolean; later?: boolean; path?: string }) {
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path="/" element={<Home loading={loading} later={later} />} />
          <Route path="/programs" element={<p>Programmes page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  rendered.length = 0;
});

/** The server's HTML of `app` in the document, hydrated as a server-rendered page is. */
async function hydrateServerHtml(app: ReactNode) {
  const html = renderToString(app);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const serverNodes = [...container.querySelectorAll('*')];
  rendered.length = 0;
  await act(async () => {
    root = hydrateInSteps(container, app);
  });
  return { html, container, serverNodes };
}

/**
 * A click as the browser dispatches it; true when the app took it over (the browser would not follow the link).
 * Whatever the app did, the test document does not follow it (happy-dom would load the address).
 */
function clickTakenOver(element: Element, init: MouseEventInit = {}): boolean {
  let takenOver = false;
  const afterTheApp = (event: Event) => {
    takenOver = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', afterTheApp);
  try {
    fireEvent.click(element, { button: 0, ...init });
  } finally {
    document.removeEventListener('click', afterTheApp);
  }
  return takenOver;
}

describe('a static part (issue 13: parts with nothing to operate are never hydrated)', () => {
  it('draws its children on the server and keeps them as they are when the page hydrates, ids included', async () => {
    const { html, container, serverNodes } = await hydrateServerHtml(<App />);
    expect(html).toContain('<div class="static-part"><section aria-labelledby=');
    // The part's children never rendered in the browser; the server's nodes are all still there, unchanged.
    expect(rendered).toEqual(['home', 'after']);
    expect(container.innerHTML).toBe(html);
    expect([...container.querySelectorAll('*')]).toEqual(serverNodes);
    expect(screen.getByRole('region', { name: 'Part in en' })).toBeInTheDocument();
    // What follows the part numbers its ids as the server did, though the part's children did not render.
    expect(screen.getByText('after').id).toBe(
      new DOMParser().parseFromString(html, 'text/html').querySelector('main > p')?.id,
    );
  });

  it('is kept as well inside a part hydrated in a step of its own', async () => {
    const { html, container } = await hydrateServerHtml(<App later />);
    await act(hydrationFinished);
    expect(rendered).toEqual(['home', 'after']);
    expect(container.innerHTML).toBe(html);
  });

  it('navigates in the app on a plain click on a router link, with the state the link names', async () => {
    await hydrateServerHtml(<App />);
    const link = screen.getByRole('link', { name: 'Programmes' });
    let takenOver = false;
    await act(async () => {
      takenOver = clickTakenOver(link);
    });
    expect(takenOver).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/programs {"tab":"academic"}');
    expect(screen.getByText('Programmes page')).toBeInTheDocument();
  });

  it('leaves to the browser a click with a modifier key, on a link to a new tab, or on a link that is not the router’s', async () => {
    await hydrateServerHtml(<App />);
    expect(clickTakenOver(screen.getByRole('link', { name: 'Programmes' }), { ctrlKey: true })).toBe(false);
    expect(clickTakenOver(screen.getByRole('link', { name: 'Programmes' }), { button: 1 })).toBe(false);
    expect(clickTakenOver(screen.getByRole('link', { name: 'Programmes in a new tab' }))).toBe(false);
    expect(clickTakenOver(screen.getByRole('link', { name: 'Brochure' }))).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/ null');
  });

  it('renders itself in the language the visitor switches to', async () => {
    await hydrateServerHtml(<App />);
    expect(rendered).not.toContain('inner');
    await act(async () => {
      i18n.activate('hi');
    });
    expect(rendered).toContain('inner');
    expect(screen.getByRole('region', { name: 'Part in hi' })).toBeInTheDocument();
    // From then on it is an ordinary part: its links are the router's own.
    await act(async () => {
      clickTakenOver(screen.getByRole('link', { name: 'Programmes' }));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/programs {"tab":"academic"}');
  });

  it('renders itself at once when the server drew it waiting for its data (a status region)', async () => {
    await hydrateServerHtml(<App loading />);
    expect(rendered).toContain('inner');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('renders its children when the browser renders the page itself (a page reached by a link)', () => {
    render(<App />);
    expect(rendered).toEqual(['home', 'inner', 'after']);
    expect(screen.getByRole('region', { name: 'Part in en' })).toBeInTheDocument();
  });
});
