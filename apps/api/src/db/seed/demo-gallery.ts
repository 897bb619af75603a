import { PHOTO_CATEGORY, VIDEO_CATEGORY } from '@iiidem/shared/constants';
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

/** Banners (category 1), gallery photos (category 2) with their generated JPEGs, and gallery videos. */
export function buildDemoGallery(): { photos: NewPhoto[]; videos: NewVideo[]; files: DemoFile[] } {
  const files: DemoFile[] = [];
  const photoRows: NewPhoto[] = [];
  BANNERS.forEach(([title, subtitle], i) => {
    const file = `banners/banner-${i + 1}-${slug(title)}.jpg`;
    files.push({ path: file, render: () => renderDemoJpeg({ ...BANNER_SIZE, caption: title, subtitle, variant: i }) });
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
    files.push({
      path: file,
      render: () => renderDemoJpeg({ ...GALLERY_SIZE, caption: title, subtitle: 'IIIDEM, New Delhi', variant: i + 3 }),
    });
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
