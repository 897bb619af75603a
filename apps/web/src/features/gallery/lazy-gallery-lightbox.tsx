import { Trans } from '@lingui/react/macro';
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import type { GalleryLightbox as Viewer } from './gallery-lightbox';

type ViewerProps = ComponentProps<typeof Viewer>;

let loading: Promise<ComponentType<ViewerProps>> | undefined;

/** The viewer's module, downloaded once; also started early when a visitor points at or focuses a photo. */
export function loadGalleryLightbox(): Promise<ComponentType<ViewerProps>> {
  loading ??= import('./gallery-lightbox').then(
    (module) => module.GalleryLightbox,
    (error: unknown) => {
      // A failed download (a network blip) is tried again next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The photo viewer, downloaded when a visitor first opens a photo (or points at one): the viewer library and
 * its styles are two thirds of the gallery's code, and most visits only look at the grid (issue 13: a cold
 * load of at most 120 KB). Once loaded it stays mounted, so closing and reopening is instant. Plain state, not
 * React.lazy: a Suspense reveal waits on a timer, which a visitor would not notice but a paused test clock would.
 */
export function GalleryLightbox(props: ViewerProps) {
  const [LoadedViewer, setLoadedViewer] = useState<ComponentType<ViewerProps>>();
  const wanted = props.openIndex !== null;

  useEffect(() => {
    if (!wanted || LoadedViewer) return;
    let current = true;
    loadGalleryLightbox().then(
      (component) => {
        if (current) setLoadedViewer(() => component);
      },
      (error: unknown) => console.error('Loading the photo viewer failed', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, LoadedViewer]);

  if (LoadedViewer) return <LoadedViewer {...props} />;
  if (!wanted) return null;
  return (
    <span role="status" className="visually-hidden">
      <Trans>Opening the photo…</Trans>
    </span>
  );
}
