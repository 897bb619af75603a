import { Component, createRef, type MouseEvent, type ReactNode, useId } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { useLanguage } from './i18n/localized';
import { numberIdsApart, useHydratingServerHtml } from './stepped-hydration';
import './static-part.css';

/**
 * Parts of a server-rendered page that hold nothing to operate (text, pictures, router links) are never hydrated
 * (issue 13: total blocking time on a slow phone): Preact keeps their server HTML as it is and never walks it, where
 * even a part hydrated in a step of its own (`HydrateLater`) costs a task. What such a part still needs of the app
 * is done from its wrapper:
 * - a click on a router link inside it (`<a data-discover>`, as React Router's `Link` writes it) navigates in the
 *   app, as the link itself would have, with the router state the link names in `data-link-state` (`linkState`);
 * - when the visitor switches language, the part renders itself in the new language, from then on as any other;
 * - a part the server drew while its data was still to come (a status region: "Loading…") renders itself at once,
 *   and loads what it shows, as any other.
 * A part with a control of its own, or a link doing more than navigate (a link to another site asks first), is not
 * such a part: use `HydrateLater`. A part the browser renders itself (a page reached by a link) renders as usual.
 */
export function StaticPart({ children }: { children: ReactNode }) {
  const scope = useId();
  const keepServerHtml = useHydratingServerHtml();
  const language = useLanguage();
  const navigate = useNavigate();
  return (
    <KeptPart scope={scope} keepServerHtml={keepServerHtml} language={language} navigate={navigate}>
      {children}
    </KeptPart>
  );
}

/** The props of a `Link` inside a `StaticPart` that carries router state: the state, and its copy for the part. */
export function linkState<State>(state: State): { state: State; 'data-link-state': string } {
  return { state, 'data-link-state': JSON.stringify(state) };
}

type KeptPartProps = {
  scope: string;
  keepServerHtml: boolean;
  language: string;
  navigate: NavigateFunction;
  children: ReactNode;
};

/** With `dangerouslySetInnerHTML`, Preact neither hydrates nor replaces an element's children (the HTML is equal). */
const SERVER_HTML = { __html: '' };

class KeptPart extends Component<KeptPartProps> {
  private readonly idScope: [string, number];
  /** While the part shows the server's HTML: the language it was drawn in. */
  private serverLanguage: string | undefined;

  constructor(props: KeptPartProps) {
    super(props);
    this.idScope = [props.scope, 0];
    this.serverLanguage = props.keepServerHtml ? props.language : undefined;
  }

  private readonly element = createRef<HTMLDivElement>();

  private readonly followLink = (event: MouseEvent<HTMLDivElement>) => {
    followRouterLink(event, this.props.navigate);
  };

  override componentDidMount() {
    if (this.serverLanguage !== undefined && this.element.current?.querySelector('[role="status"]')) {
      this.serverLanguage = undefined;
      this.forceUpdate();
    }
  }

  override render() {
    numberIdsApart(this, this.idScope);
    if (this.serverLanguage !== this.props.language) this.serverLanguage = undefined;
    if (this.serverLanguage === undefined) return <div className="static-part">{this.props.children}</div>;
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: it answers its links' clicks, delegated (a key on a link clicks it)
      // biome-ignore lint/a11y/useKeyWithClickEvents: as above
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never written: it keeps the server's children
      <div ref={this.element} className="static-part" onClick={this.followLink} dangerouslySetInnerHTML={SERVER_HTML} />
    );
  }
}

/** What React Router's `Link` does with a click: a plain click on a link to a page of the app navigates in it. */
function followRouterLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a[data-discover]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
  if (link.target && link.target !== '_self') return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const state: unknown = link.dataset.linkState ? JSON.parse(link.dataset.linkState) : undefined;
  void navigate(to, { replace: to === here, state });
}
