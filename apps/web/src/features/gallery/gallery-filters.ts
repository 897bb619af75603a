import type { TPhoto, TVideo } from '@iiidem/shared/gallery/api';

const hasText = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Photos the gallery shows: only those with both a photo_url and a title (spec 1 §2 Gallery). */
export function keepShowablePhotos<T extends Pick<TPhoto, 'photo_url' | 'title'>>(photos: readonly T[]): T[] {
  return photos.filter((photo) => hasText(photo.photo_url) && hasText(photo.title));
}

/** Videos the gallery shows: only those with both a title and a youtube_url (spec 1 §2 Gallery). */
export function keepShowableVideos<T extends Pick<TVideo, 'title' | 'youtube_url'>>(videos: readonly T[]): T[] {
  return videos.filter((video) => hasText(video.title) && hasText(video.youtube_url));
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the HTML escapes a stored video address arrives with ('&amp;' -> '&', '&#39;', '&#x2F;' ...). */
export function decodeHtmlEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1]?.toLowerCase() === 'x' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The hosts whose players the site may frame (the Content-Security-Policy's frame-src says the same). */
const VIDEO_HOSTS = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com']);

/**
 * The address to embed for a stored video address: HTML-unescaped, and only an https YouTube embed
 * (anything else would be blocked by the page's policy or is not a player), otherwise null.
 */
export function videoEmbedUrl(youtubeUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(decodeHtmlEntities(youtubeUrl.trim()));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !VIDEO_HOSTS.has(url.hostname) || !url.pathname.startsWith('/embed/')) return null;
  return url.toString();
}
