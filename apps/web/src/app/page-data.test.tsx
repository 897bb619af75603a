import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { servedWithPage, swrCacheWith } from './page-data';

function Course() {
  const { data } = useSWR<string>('/courses/7');
  return <p>{data ?? 'loading'}</p>;
}

/** Shows the course, and can take it off the screen and put it back (as leaving and coming back does). */
function Page() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((value) => !value)}>
        toggle
      </button>
      {shown && <Course />}
    </>
  );
}

describe('servedWithPage', () => {
  it('does not fetch a key that came with the page on its first mount, and revalidates on a later one', async () => {
    const fetcher = vi.fn(async () => 'fresh from the API');
    render(
      <SWRConfig
        value={{
          fetcher,
          dedupingInterval: 0,
          provider: swrCacheWith({ '/courses/7': 'from the server' }),
          use: [servedWithPage(['/courses/7'])],
        }}
      >
        <Page />
      </SWRConfig>,
    );
    expect(screen.getByText('from the server')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(fetcher).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    expect(await screen.findByText('fresh from the API')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('leaves keys the page did not bring to the hook', async () => {
    const fetcher = vi.fn(async () => 'fresh from the API');
    render(
      <SWRConfig value={{ fetcher, provider: () => new Map(), use: [servedWithPage(['/other'])] }}>
        <Course />
      </SWRConfig>,
    );
    expect(await screen.findByText('fresh from the API')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
