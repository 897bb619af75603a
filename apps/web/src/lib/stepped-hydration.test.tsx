import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useId, useState } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateInSteps, hydrationFinished } from './stepped-hydration';

/** Which components rendered, in order. */
const rendered: string[] = [];

function Part({ name, children }: { name: string; children?: ReactNode }) {
  rendered.push(name);
  const [clicks, setClicks] = useState(0);
  const id = useId();
  return (
    <section data-part={name} aria-labelledby={id}>
      <button id={id} type="button" onClick={() => setClicks(clicks + 1)}>
        {name} {clicks}
      </button>
      {children}
    </section>
  );
}

function Nothing() {
  rendered.push('nothing');
  return null;
}

function TwoParagraphs() {
  rendered.push('two');
  return (
    <>
      <p>one</p>
      <p>two</p>
    </>
  );
}

function Label({ value }: { value: string }) {
  rendered.push('label');
  return <p data-label={value}>{value}</p>;
}

let setLabel: (value: string) => void = () => {};

function Heading() {
  return <h1 id={useId()}>Page</h1>;
}

function Page() {
  rendered.push('page');
  const [label, changeLabel] = useState('server');
  setLabel = changeLabel;
  return (
    <div>
      <Heading />
      <HydrateLater>
        <Part name="first">
          <HydrateLater>
            <Part name="nested" />
          </HydrateLater>
        </Part>
      </HydrateLater>
      <HydrateLater>
        <Nothing />
      </HydrateLater>
      <HydrateLater>
        <TwoParagraphs />
      </HydrateLater>
      <HydrateLater>
        <Label value={label} />
      </HydrateLater>
      <p>after</p>
    </div>
  );
}

/**
 * The browser's task queue, run by the test one task at a time: the steps post a message each (MessageChannel),
 * and this channel keeps the message until the test runs it.
 */
const tasks: (() => void)[] = [];
class QueuedChannel {
  port1 = { onmessage: null as null | (() => void), close: () => {} };
  port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
}

/** Lets the promise callbacks and Preact's re-render that follow a task run (a timer: the steps do not use timers). */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs the oldest waiting task and what follows it; returns the names rendered in it. */
async function runNextTask(): Promise<string[]> {
  const task = tasks.shift();
  if (!task) throw new Error('no task is waiting');
  const start = rendered.length;
  await act(async () => {
    task();
    await settle();
  });
  return rendered.slice(start);
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  rendered.length = 0;
  tasks.length = 0;
  vi.unstubAllGlobals();
});

describe('hydration in steps (issue 13: total blocking time)', () => {
  it('keeps the server HTML and hydrates each part, nested ones too, in a task of its own, in document order', async () => {
    const html = renderToString(<Page />);
    expect(html).toContain('<!--$s--><section data-part="first"');
    expect(html).toContain('<!--$s--><!--/$s-->');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverNodes = [...container.querySelectorAll('*')];
    rendered.length = 0;
    vi.stubGlobal('MessageChannel', QueuedChannel);

    await act(async () => {
      root = hydrateInSteps(container, <Page />);
      await settle();
    });
    let finished = false;
    void hydrationFinished().then(() => {
      finished = true;
    });
    // The first task hydrated the page around the parts; the parts wait, their server HTML as it was.
    expect(rendered).toEqual(['page']);
    expect(container.innerHTML).toBe(html);
    // The page moves on before the parts' steps come (as when it reads what only the browser knows): the parts
    // still wait, as the server drew them.
    await act(async () => {
      setLabel('browser');
      await settle();
    });
    expect(rendered).toEqual(['page', 'page']);
    expect(container.innerHTML).toBe(html);
    rendered.length = 0;

    // One part per task (a task may also be the check that the queue is empty), in document order, the nested one
    // after the parts the first hydration met; the label hydrates as the server drew it, then shows the new value.
    const perTask: string[][] = [];
    while (tasks.length > 0) {
      expect(finished).toBe(false);
      perTask.push(await runNextTask());
    }
    // (A part renders twice in its task: as the server drew it, then as the page, which re-rendered, shows it now.)
    expect(perTask.filter((names) => names.length > 0)).toEqual([
      ['first', 'first'],
      ['nothing', 'nothing'],
      ['two', 'two'],
      ['label', 'label'],
      ['nested', 'nested'],
    ]);
    expect(finished).toBe(true);

    // Every element is the server's own (none added, none replaced), with the ids the server gave (each part numbers
    // its ids in a scope of its own, whenever it renders), and the parts answer clicks.
    expect([...container.querySelectorAll('*')]).toEqual(serverNodes);
    expect(serverNodes.every((node) => node.isConnected)).toBe(true);
    const serverHtmlNow = html
      .replace(/<!--\/?\$s-->/g, '')
      .replace('<p data-label="server">server</p>', '<p data-label="browser">browser</p>');
    expect(container.innerHTML.replace(/<!--\/?\$s-->/g, '')).toBe(serverHtmlNow);
    fireEvent.click(screen.getByRole('button', { name: 'first 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'nested 0' }));
    await act(settle);
    expect(container.innerHTML.replace(/<!--\/?\$s-->/g, '')).toBe(
      serverHtmlNow.replace('first 0', 'first 1').replace('nested 0', 'nested 1'),
    );
    expect(screen.getByRole('button', { name: 'first 1' })).toBe(serverNodes.find((node) => node.tagName === 'BUTTON'));
    expect(screen.getByRole('button', { name: 'nested 1' })).toBeTruthy();
  });

  it('renders every part in one pass on the server, even while the browser hydrates in steps', async () => {
    vi.stubGlobal('MessageChannel', QueuedChannel);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Page />);
    await act(async () => {
      root = hydrateInSteps(container, <Page />);
      await settle();
    });
    rendered.length = 0;
    expect(renderToString(<Page />)).toContain('nested 0');
    expect(rendered).toEqual(['page', 'first', 'nested', 'nothing', 'two', 'label']);
  });

  it('renders the parts at once once the first hydration is over (a page the browser renders itself)', async () => {
    await act(async () => {
      root = hydrateInSteps(document.body.appendChild(document.createElement('div')), <h1>Page</h1>);
    });
    await hydrationFinished();
    rendered.length = 0;
    render(<Page />);
    expect(rendered).toEqual(['page', 'first', 'nested', 'nothing', 'two', 'label']);
    expect(screen.getByRole('button', { name: 'nested 0' })).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('$s');
  });
});
