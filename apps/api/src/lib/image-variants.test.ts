import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  describeImageVariants,
  generateImageVariants,
  IMAGE_SLOT_WIDTHS,
  planImageVariants,
  slotForPhotoCategory,
  variantPath,
} from './image-variants';

describe('slotForPhotoCategory', () => {
  it('gives banner sizes to category 1 and gallery sizes to the others', () => {
    expect(slotForPhotoCategory(1)).toBe('banner');
    expect(slotForPhotoCategory(2)).toBe('gallery');
    expect(IMAGE_SLOT_WIDTHS.banner).toEqual([480, 960, 1600]);
    expect(IMAGE_SLOT_WIDTHS.gallery).toEqual([400, 800, 1200]);
  });
});

describe('planImageVariants', () => {
  it('keeps the aspect ratio for every slot width up to the original width', () => {
    expect(planImageVariants({ width: 1600, height: 600 }, [480, 960, 1600])).toEqual([
      { width: 480, height: 180 },
      { width: 960, height: 360 },
      { width: 1600, height: 600 },
    ]);
    expect(planImageVariants({ width: 1200, height: 800 }, [400, 800, 1200])).toEqual([
      { width: 400, height: 267 },
      { width: 800, height: 533 },
      { width: 1200, height: 800 },
    ]);
  });

  it('never upscales: wider slot widths are dropped, and a small original keeps its own width', () => {
    expect(planImageVariants({ width: 1000, height: 500 }, [400, 800, 1200])).toEqual([
      { width: 400, height: 200 },
      { width: 800, height: 400 },
    ]);
    expect(planImageVariants({ width: 300, height: 200 }, [400, 800])).toEqual([{ width: 300, height: 200 }]);
  });

  it('gives nothing for an image without a size', () => {
    expect(planImageVariants({ width: 0, height: 100 }, [400])).toEqual([]);
  });
});

describe('variantPath', () => {
  it('names a size after the original, its width and its format', () => {
    expect(variantPath('gallery/photo-01.jpg', 400, 'webp')).toBe('gallery/photo-01-400w.webp');
    expect(variantPath('/files/banners/a.b.png', 960, 'jpeg')).toBe('/files/banners/a.b-960w.jpg');
    expect(variantPath('/files/v1.0/photo', 400, 'jpeg')).toBe('/files/v1.0/photo-400w.jpg');
  });
});

describe('describeImageVariants', () => {
  it('lists the WebP and JPEG address of every size of a stored file', () => {
    expect(describeImageVariants('/files/gallery/p.jpg', { width: 1000, height: 500 }, [400, 800, 1200])).toEqual([
      { width: 400, height: 200, webp: '/files/gallery/p-400w.webp', jpeg: '/files/gallery/p-400w.jpg' },
      { width: 800, height: 400, webp: '/files/gallery/p-800w.webp', jpeg: '/files/gallery/p-800w.jpg' },
    ]);
  });

  it('has no sizes for a photo at an outside address', () => {
    expect(describeImageVariants('https://cdn.example.org/p.jpg', { width: 1000, height: 500 }, [400])).toEqual([]);
  });
});

describe('generateImageVariants', () => {
  it('writes each planned size in WebP and JPEG with the sizes the API describes', async () => {
    const source = await sharp({
      create: { width: 1000, height: 500, channels: 3, background: { r: 11, g: 61, b: 145 } },
    })
      .png()
      .toBuffer();
    const { size, files } = await generateImageVariants(source, 'gallery/upload.png', IMAGE_SLOT_WIDTHS.gallery);
    expect(size).toEqual({ width: 1000, height: 500 });
    const described = describeImageVariants('/files/gallery/upload.png', size, IMAGE_SLOT_WIDTHS.gallery);
    expect(files.map((file) => `/files/${file.path}`).sort()).toEqual(
      described.flatMap((variant) => [variant.webp, variant.jpeg]).sort(),
    );
    for (const file of files) {
      const metadata = await sharp(file.data).metadata();
      expect(metadata.format).toBe(file.path.endsWith('.webp') ? 'webp' : 'jpeg');
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width: file.width, height: file.height });
    }
  });

  it('applies the EXIF orientation and drops the metadata', async () => {
    // Stored 200 x 400 with orientation 6 (rotate 90°): it is shown 400 x 200.
    const source = await sharp({ create: { width: 200, height: 400, channels: 3, background: '#ff9933' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { size, files } = await generateImageVariants(source, 'gallery/phone.jpg', [400]);
    expect(size).toEqual({ width: 400, height: 200 });
    const jpeg = files.find((file) => file.path === 'gallery/phone-400w.jpg');
    const metadata = await sharp(jpeg?.data).metadata();
    expect({ width: metadata.width, height: metadata.height, orientation: metadata.orientation }).toEqual({
      width: 400,
      height: 200,
      orientation: undefined,
    });
  });
});
