import { GALLERY_AUTO_ADVANCE_MS } from '@iiidem/shared/limits';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Tabs } from '../../components/ui/tabs';
import { localizedText, useLanguage } from '../../lib/i18n/localized';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { useNavigationState } from '../../lib/use-navigation-state';
import { useGalleryPhotos, useGalleryVideos } from './gallery-api';
import { keepShowablePhotos, keepShowableVideos, videoEmbedUrl } from './gallery-filters';
import { GalleryLightbox } from './lazy-gallery-lightbox';
import { PhotoGrid } from './photo-grid';
import { VideoGrid } from './video-grid';
import './photos-and-videos-gallery.css';

export const GALLERY_TABS = ['photos', 'videos'] as const;
export type GalleryTabId = (typeof GALLERY_TABS)[number];

/** What a link to the gallery may pass in navigation state: the tab to open on (spec 1 §2). */
export type GalleryNavigationState = { tab: GalleryTabId };

/** The tab named in navigation state, or Photos. */
export function initialGalleryTab(state: unknown): GalleryTabId {
  const tab = typeof state === 'object' && state !== null ? (state as { tab?: unknown }).tab : undefined;
  return GALLERY_TABS.find((id) => id === tab) ?? 'photos';
}

function GalleryPhotos() {
  const { data, error } = useGalleryPhotos();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { t } = useLingui();
  const language = useLanguage();
  const photos = useMemo(
    () =>
      keepShowablePhotos(data?.data ?? []).map((photo) => {
        const title = localizedText(photo, 'title', language);
        return { key: photo.id, title: title.text, lang: title.lang, picture: photo };
      }),
    [data, language],
  );
  if (!data && !error)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (photos.length === 0) return <p className="gallery-empty">{translateSharedText(MESSAGES.noPhotos)}</p>;
  return (
    <>
      <PhotoGrid photos={photos} onOpen={setOpenIndex} eagerCount={3} />
      <GalleryLightbox
        photos={photos}
        openIndex={openIndex}
        onClose={() => setOpenIndex(null)}
        autoAdvanceMs={GALLERY_AUTO_ADVANCE_MS}
        label={t`Photo gallery`}
      />
    </>
  );
}

function GalleryVideos() {
  const { data, error } = useGalleryVideos();
  const videos = useMemo(
    () => keepShowableVideos(data?.data ?? []).filter((video) => videoEmbedUrl(video.youtube_url) !== null),
    [data],
  );
  if (!data && !error)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (videos.length === 0) return <p className="gallery-empty">{translateSharedText(MESSAGES.noVideos)}</p>;
  return <VideoGrid videos={videos} />;
}

/**
 * The gallery (spec 1 §2): Photos and Videos tabs, opening on the tab passed in navigation state (default
 * Photos); a photo grid with the viewer (10 s auto-advance, wrapping), and the embedded videos.
 */
export function PhotosAndVideosGallery() {
  const navigationState = useNavigationState();
  const [chosen, setTab] = useState<GalleryTabId>();
  const tab = chosen ?? initialGalleryTab(navigationState);
  const { t } = useLingui();
  return (
    <Tabs
      label={t`Gallery`}
      selected={tab}
      onSelect={setTab}
      mount="selected"
      tabs={[
        { id: 'photos', label: t`Photos`, panel: <GalleryPhotos /> },
        { id: 'videos', label: t`Videos`, panel: <GalleryVideos /> },
      ]}
    />
  );
}
