import { PHOTO_CATEGORY } from '@iiidem/shared/constants';
import {
  generateImageVariants,
  IMAGE_SLOT_WIDTHS,
  IMAGE_VARIANT_FORMATS,
  type ImageSlot,
  type PixelSize,
  planImageVariants,
  variantPath,
} from '../../lib/image-variants';
import type { photos } from '../schema/content';
import { type DemoFile, publicFileUrl } from './demo-files';
import { renderDemoJpeg } from './demo-images';

type NewPhoto = typeof photos.$inferInsert;

export const BANNER_SIZE = { width: 1600, height: 600 } as const;
export const GALLERY_SIZE = { width: 1200, height: 800 } as const;

/** The banners' captions (title, and its Hindi, issue 14), shown as text over the picture (issue 16). */
const BANNERS: [title: string, titleHi: string][] = [
  [
    'India International Institute of Democracy and Election Management',
    'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान',
  ],
  ['Certification Course for Returning Officers', 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम'],
  ['International Training Programmes', 'अंतरराष्ट्रीय प्रशिक्षण कार्यक्रम'],
  ['National Voters’ Day', 'राष्ट्रीय मतदाता दिवस'],
  ['IIIDEM Campus, Dwarka, New Delhi', 'आईआईआईडीईएम परिसर, द्वारका, नई दिल्ली'],
];

const GALLERY: [title: string, titleHi: string][] = [
  ['Inauguration of the International Training Programme', 'अंतरराष्ट्रीय प्रशिक्षण कार्यक्रम का उद्घाटन'],
  ['Hands-on session on EVM and VVPAT', 'ईवीएम और वीवीपैट पर व्यावहारिक सत्र'],
  ['Participants at the IIIDEM campus', 'आईआईआईडीईएम परिसर में प्रतिभागी'],
  ['Valedictory session of the Certification Course', 'प्रमाणन पाठ्यक्रम का समापन सत्र'],
  ['Group work on electoral roll management', 'निर्वाचक नामावली प्रबंधन पर समूह कार्य'],
  ['Mock poll demonstration for trainees', 'प्रशिक्षुओं के लिए मॉक पोल का प्रदर्शन'],
  ['Delegation of an Election Management Body at IIIDEM', 'आईआईआईडीईएम में एक निर्वाचन प्रबंधन निकाय का प्रतिनिधिमंडल'],
  ['Workshop on accessible elections', 'सुगम निर्वाचन पर कार्यशाला'],
  ['Library and resource centre', 'पुस्तकालय और संसाधन केंद्र'],
  ['Panel discussion on electoral integrity', 'निर्वाचन सत्यनिष्ठा पर पैनल चर्चा'],
  ['Cultural evening for international participants', 'अंतरराष्ट्रीय प्रतिभागियों के लिए सांस्कृतिक संध्या'],
  ['Field visit to a polling station', 'मतदान केंद्र का क्षेत्र भ्रमण'],
  ['Training of national level master trainers', 'राष्ट्रीय स्तर के मास्टर प्रशिक्षकों का प्रशिक्षण'],
  ['Signing of a memorandum of understanding', 'समझौता ज्ञापन पर हस्ताक्षर'],
  ['Award ceremony on National Voters’ Day', 'राष्ट्रीय मतदाता दिवस पर पुरस्कार समारोह'],
];

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
 * Banners (category 1) and gallery photos (category 2) with their generated JPEGs and responsive sizes.
 * No gallery videos (issue 15, honest demo content): a YouTube id cannot be checked to play from here, and an
 * invented one leads nowhere, so the demo's Videos tab shows its empty state until staff add real videos.
 */
export function buildDemoGallery(): { photos: NewPhoto[]; files: DemoFile[] } {
  const files: DemoFile[] = [];
  const photoRows: NewPhoto[] = [];
  BANNERS.forEach(([title, titleHi], i) => {
    const file = `banners/banner-${i + 1}-${slug(title)}.jpg`;
    files.push(...photoFiles(file, BANNER_SIZE, 'banner', () => renderDemoJpeg({ ...BANNER_SIZE, variant: i })));
    photoRows.push({
      category_id: PHOTO_CATEGORY.slider,
      title,
      title_hi: titleHi,
      photo_url: publicFileUrl(file),
      ...BANNER_SIZE,
      sort_order: i + 1,
    });
  });
  GALLERY.forEach(([title, titleHi], i) => {
    const file = `gallery/photo-${String(i + 1).padStart(2, '0')}-${slug(title)}.jpg`;
    files.push(...photoFiles(file, GALLERY_SIZE, 'gallery', () => renderDemoJpeg({ ...GALLERY_SIZE, variant: i + 3 })));
    photoRows.push({
      category_id: PHOTO_CATEGORY.gallery,
      title,
      title_hi: titleHi,
      photo_url: publicFileUrl(file),
      ...GALLERY_SIZE,
      sort_order: i + 1,
    });
  });
  return { photos: photoRows, files };
}
