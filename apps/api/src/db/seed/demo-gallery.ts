import { PHOTO_CATEGORY, VIDEO_CATEGORY } from '@iiidem/shared/constants';
import {
  generateImageVariants,
  IMAGE_SLOT_WIDTHS,
  IMAGE_VARIANT_FORMATS,
  type ImageSlot,
  type PixelSize,
  planImageVariants,
  variantPath,
} from '../../lib/image-variants';
import type { photos, videos } from '../schema/content';
import { type DemoFile, publicFileUrl } from './demo-files';
import { renderDemoJpeg } from './demo-images';

type NewPhoto = typeof photos.$inferInsert;
type NewVideo = typeof videos.$inferInsert;

export const BANNER_SIZE = { width: 1600, height: 600 } as const;
export const GALLERY_SIZE = { width: 1200, height: 800 } as const;

const BANNERS: [title: string, subtitle: string][] = [
  [
    'India International Institute of Democracy and Election Management',
    'Training the people who run the world’s largest elections',
  ],
  ['Certification Course for Returning Officers', 'Applications open for the next batch'],
  ['International Training Programmes', 'Partnering with Election Management Bodies of 141 countries'],
  ['National Voters’ Day', 'No voter to be left behind'],
  ['IIIDEM Campus, Dwarka, New Delhi', 'Auditorium, hostel and training halls on a five-acre campus'],
];

const GALLERY: string[] = [
  'Inauguration of the International Training Programme',
  'Hands-on session on EVM and VVPAT',
  'Participants at the IIIDEM campus',
  'Valedictory session of the Certification Course',
  'Group work on electoral roll management',
  'Mock poll demonstration for trainees',
  'Delegation of an Election Management Body at IIIDEM',
  'Workshop on accessible elections',
  'Library and resource centre',
  'Panel discussion on electoral integrity',
  'Cultural evening for international participants',
  'Field visit to a polling station',
  'Training of national level master trainers',
  'Signing of a memorandum of understanding',
  'Award ceremony on National Voters’ Day',
];

/** HTML-escaped embed addresses, as the spec says gallery video addresses arrive. */
const VIDEOS: [title: string, videoId: string][] = [
  ['IIIDEM: an introduction', 'iiidemIntro'],
  ['International Training Programme highlights', 'iiidemItp02'],
  ['How an EVM and VVPAT work: a training film', 'iiidemEvm03'],
  ['National Voters’ Day celebrations at IIIDEM', 'iiidemNvd04'],
];

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?rel=0&amp;modestbranding=1`;
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);

/** Runs `make` once, however many files ask for its result. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= make();
    return result;
  };
}

/**
 * The original JPEG at `file` and its responsive sizes (WebP and JPEG per slot width), rendered once
 * and resized once however the writer orders the files.
 */
function photoFiles(file: string, size: PixelSize, slot: ImageSlot, render: () => Promise<Buffer>): DemoFile[] {
  const original = once(render);
  const widths = IMAGE_SLOT_WIDTHS[slot];
  const variants = once(async () => (await generateImageVariants(await original(), file, widths)).files);
  const variantFiles = planImageVariants(size, widths).flatMap((variant) =>
    IMAGE_VARIANT_FORMATS.map((format): DemoFile => {
      const path = variantPath(file, variant.width, format);
      return {
        path,
        render: async () => {
          const generated = (await variants()).find((candidate) => candidate.path === path);
          if (!generated) throw new Error(`No ${path} among the generated sizes of ${file}`);
          return generated.data;
        },
      };
    }),
  );
  return [{ path: file, render: original }, ...variantFiles];
}

/**
 * Banners (category 1), gallery photos (category 2) with their generated JPEGs and responsive sizes,
 * and gallery videos.
 */
export function buildDemoGallery(): { photos: NewPhoto[]; videos: NewVideo[]; files: DemoFile[] } {
  const files: DemoFile[] = [];
  const photoRows: NewPhoto[] = [];
  BANNERS.forEach(([title, subtitle], i) => {
    const file = `banners/banner-${i + 1}-${slug(title)}.jpg`;
    files.push(
      ...photoFiles(file, BANNER_SIZE, 'banner', () =>
        renderDemoJpeg({ ...BANNER_SIZE, caption: title, subtitle, variant: i }),
      ),
    );
    photoRows.push({
      category_id: PHOTO_CATEGORY.slider,
      title,
      photo_url: publicFileUrl(file),
      ...BANNER_SIZE,
      sort_order: i + 1,
    });
  });
  GALLERY.forEach((title, i) => {
    const file = `gallery/photo-${String(i + 1).padStart(2, '0')}-${slug(title)}.jpg`;
    files.push(
      ...photoFiles(file, GALLERY_SIZE, 'gallery', () =>
        renderDemoJpeg({ ...GALLERY_SIZE, caption: title, subtitle: 'IIIDEM, New Delhi', variant: i + 3 }),
      ),
    );
    photoRows.push({
      category_id: PHOTO_CATEGORY.gallery,
      title,
      photo_url: publicFileUrl(file),
      ...GALLERY_SIZE,
      sort_order: i + 1,
    });
  });
  const videoRows = VIDEOS.map(([title, videoId], i) => ({
    category_id: VIDEO_CATEGORY.gallery,
    title,
    youtube_url: youtubeEmbedUrl(videoId),
    sort_order: i + 1,
  }));
  return { photos: photoRows, videos: videoRows, files };
}
