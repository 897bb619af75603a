import {
  type Attributes,
  Component,
  createContext,
  createElement,
  Fragment,
  type ReactNode,
  Suspense,
  useContext,
  useId,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { nextTask } from './next-task';

/**
 * Hydration in steps (issue 13: total blocking time on a slow phone). Preact hydrates a whole page in one task,
 * about 130 ms of a cheap phone's main thread on /about-us, where React yielded between Suspense boundaries. A part
 * wrapped in `HydrateLater` suspends during the page's first hydration: Preact keeps its server-rendered DOM as it
 * is and hydrates it when its step comes, one part per task in the order they were met (document order), so input
 * is answered in between. After the first hydration, and on the server, `HydrateLater` renders its children at once.
 *
 * The server writes a part between the comments `<!--$s-->` and `<!--/$s-->`, the markers Preact's hydration knows
 * from streamed Suspense: with them Preact keeps exactly the part's nodes, whether it rendered one element, several
 * or none.
 */

type Step = { done: boolean; hydrated: boolean; promise: Promise<void> };

let stepping = false;
/** Above 0 during the page's first hydration (`hydrateRoot` renders synchronously; a part's step is `PartHydrating`). */
let hydrating = 0;
let tail: Promise<void> = Promise.resolve();
let finished: Promise<void> = Promise.resolve();

function queueStep(): Step {
  const step: Step = { done: false, hydrated: false, promise: tail };
  tail = tail.then(nextTask).then(() => {
    step.done = true;
  });
  step.promise = tail;
  return step;
}

/** Resolves once the queue has stayed empty for a whole task (a hydrated part may have queued parts of its own). */
async function whenQueueEmpty(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = tail;
    await seen;
    await nextTask();
  } while (seen !== tail);
  stepping = false;
}

/** True below `hydrateInSteps`: the server's render and the tests' renders never defer a part. */
const SteppedHydration = createContext(false);

/**
 * Hydrates the server's HTML in `container` with its `HydrateLater` parts deferred (see above);
 * `hydrationFinished` tells when the last one is done.
 */
export function hydrateInSteps(container: Element, app: ReactNode): Root {
  stepping = true;
  tail = Promise.resolve();
  hydrating++;
  let root: Root;
  try {
    root = hydrateRoot(container, <SteppedHydration.Provider value={true}>{app}</SteppedHydration.Provider>);
  } finally {
    hydrating--;
  }
  finished = whenQueueEmpty();
  return root;
}

/** True below a `HydrateLater` part in the render that hydrates it, when its step comes. */
const PartHydrating = createContext(false);

/**
 * True when the component calling it renders to hydrate the server's HTML: in the page's first hydration (which
 * Preact renders synchronously), or in a `HydrateLater` part's when its step comes. False for what the browser
 * renders on its own (a page reached by a link) and on the server.
 */
export function useHydratingServerHtml(): boolean {
  const inPart = useContext(PartHydrating);
  return hydrating > 0 || inPart;
}

/**
 * Makes `component` number the ids of its children (`useId`) in a scope of its own named `scope`: the same on the
 * server and in the browser, whenever and whether or not the component renders its children. Preact numbers `useId`
 * in render order across a root; a part rendered later, or not at all, would otherwise shift the ids of what follows.
 * Preact keeps a scope's counter on a vnode (`__v.__m`, the mangled names of `_vnode._mask`, in Preact and in
 * preact-render-to-string alike).
 */
export function numberIdsApart(component: Component, scope: [string, number]) {
  const vnode = (component as unknown as { __v?: { __m?: [string, number] } }).__v;
  if (vnode) vnode.__m = scope;
}

/** Resolves when every part of the first hydration is hydrated (at once when the page was not hydrated). */
export function hydrationFinished(): Promise<void> {
  return finished;
}

/**
 * A part: suspends until its step comes while the first hydration lasts, else renders its children. It numbers its
 * children's ids apart (`numberIdsApart`), in a scope named by the id of its place in the page.
 */
type DeferredPartProps = { scope: string; children: ReactNode };

class DeferredPart extends Component<DeferredPartProps> {
  static override contextType = SteppedHydration;
  private readonly idScope: [string, number];
  private readonly step: Step | undefined;
  /**
   * What the part hydrates with when its step comes: its children as the first hydration met them, which the
   * server's HTML shows. The page may have moved on meanwhile (a tab the browser remembered): Preact keeps the
   * server's attributes where a hydrating render differs, so the part hydrates as the server drew it and then
   * renders what the page shows now.
   */
  private readonly serverChildren: ReactNode;

  constructor(props: DeferredPartProps, context: boolean) {
    super(props, context);
    this.idScope = [props.scope, 0];
    this.step = stepping && context ? queueStep() : undefined;
    this.serverChildren = props.children;
  }

  private catchingUp = false;

  override componentDidMount() {
    this.catchUp();
  }

  override componentDidUpdate() {
    this.catchUp();
  }

  private catchUp() {
    if (!this.catchingUp) return;
    this.catchingUp = false;
    this.forceUpdate();
  }

  override render() {
    numberIdsApart(this, this.idScope);
    if (!this.step) return this.props.children;
    if (!this.step.done) throw this.step.promise;
    if (this.step.hydrated) return <PartHydrating.Provider value={false}>{this.props.children}</PartHydrating.Provider>;
    this.step.hydrated = true;
    this.catchingUp = this.props.children !== this.serverChildren;
    return <PartHydrating.Provider value={true}>{this.serverChildren}</PartHydrating.Provider>;
  }
}

/**
 * A comment in the server's HTML: preact-render-to-string writes a Fragment's `UNSTABLE_comment` (only where the
 * Fragment is met as a child, not as what a component returns); the browser renders nothing for it.
 */
function comment(text: string): ReactNode {
  return createElement(Fragment, { UNSTABLE_comment: text } as Attributes);
}

/** A part of the page hydrated in a task of its own after the rest (see above). */
export function HydrateLater({ children }: { children: ReactNode }) {
  const scope = useId();
  return (
    <>
      {comment('$s')}
      <Suspense fallback={null}>
        <DeferredPart scope={scope}>{children}</DeferredPart>
      </Suspense>
      {comment('/$s')}
    </>
  );
}
