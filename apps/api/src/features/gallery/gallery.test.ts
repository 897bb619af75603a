import { ZPhotoList, ZVideoList } from '@iiidem/shared/gallery/api';
import { API_ERRORS } from '@iiidem/shared/messages';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { photos, videos } from '../../db/schema/content';
import { seedDemoContentIfEmpty } from '../../db/seed/seed';

const ctx = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  // The demo content (with its generated image sizes), then a few rows that test the edges.
  await seedDemoContentIfEmpty(ctx.database, { files: ctx.app.files });
  await ctx.database.db.insert(photos).values([
    // Sorted before every demo photo; stored elsewhere, so it has no sizes of ours.
    {
      category_id: 2,
      title: 'Outside photo',
      photo_url: 'https://images.example.org/a.jpg',
      width: 800,
      height: 600,
      sort_order: -1,
    },
    // No pixel size known: never served.
    { category_id: 2, title: 'Photo without a size', photo_url: '/files/gallery/unknown.jpg', sort_order: -2 },
  ]);
  // The demo seeds no videos (issue 15: none could be checked to play), so the tests add their own.
  await ctx.database.db.insert(videos).values([
    { category_id: 1, title: 'Late video', youtube_url: 'https://www.youtube-nocookie.com/embed/x', sort_order: 99 },
    {
      category_id: 1,
      title: 'IIIDEM: an introduction',
      title_hi: 'आईआईआईडीईएम: एक परिचय',
      youtube_url: 'https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0&amp;modestbranding=1',
      sort_order: 1,
    },
  ]);
});

describe('GET /api/photos', () => {
  it('gives the banners (category 1) in display order with their sizes for the banner slot', async () => {
    const response = await get('/api/photos?category_id=1');
    expect(response.statusCode).toBe(200);
    const { data } = ZPhotoList.parse(response.json());
    expect(data).toHaveLength(5);
    expect(data[0]).toMatchObject({
      category_id: 1,
      title: 'India International Institute of Democracy and Election Management',
      width: 1600,
      height: 600,
    });
    expect(data[0]?.variants.map(({ width, height }) => ({ width, height }))).toEqual([
      { width: 480, height: 180 },
      { width: 960, height: 360 },
      { width: 1600, height: 600 },
    ]);
    expect(data[0]?.variants[0]?.webp).toMatch(/^\/files\/banners\/banner-1-.+-480w\.webp$/);
    expect(data[0]?.variants[0]?.jpeg).toMatch(/^\/files\/banners\/banner-1-.+-480w\.jpg$/);
  });

  it('gives the gallery photos (category 2) ordered by sort order then id, only those with a pixel size', async () => {
    const { data } = ZPhotoList.parse((await get('/api/photos?category_id=2')).json());
    expect(data[0]).toMatchObject({ title: 'Outside photo', width: 800, height: 600, variants: [] });
    expect(data.map((photo) => photo.title)).not.toContain('Photo without a size');
    expect(data).toHaveLength(16);
    expect(data[1]?.title).toBe('Inauguration of the International Training Programme');
    expect(data[1]?.variants.map((variant) => variant.width)).toEqual([400, 800, 1200]);
  });

  it('serves every size it names, in its format and at its stated pixel size', async () => {
    const banners = ZPhotoList.parse((await get('/api/photos?category_id=1')).json()).data;
    const gallery = ZPhotoList.parse((await get('/api/photos?category_id=2')).json()).data;
    const variants = [...banners, ...gallery].flatMap((photo) => photo.variants);
    expect(variants.length).toBe(5 * 3 + 15 * 3);
    for (const variant of variants) {
      for (const [url, format] of [
        [variant.webp, 'webp'],
        [variant.jpeg, 'jpeg'],
      ] as const) {
        const file = await get(url);
        expect(file.statusCode, url).toBe(200);
        const metadata = await sharp(file.rawPayload).metadata();
        expect({ url, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          url,
          format,
          width: variant.width,
          height: variant.height,
        });
      }
    }
  });

  it('answers 404 for an unknown category', async () => {
    const response = await get('/api/photos?category_id=7');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.notFound });
  });

  it.each([
    ['a missing category', ''],
    ['a category that is not a number', '?category_id=banner'],
    ['category 0', '?category_id=0'],
    ['a fractional category', '?category_id=1.5'],
    ['an unknown parameter', '?category_id=1&limit=5'],
  ])('answers 400 for %s', async (_case, query) => {
    const response = await get(`/api/photos${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: API_ERRORS.validation });
  });

  it('is publicly cacheable and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/photos?category_id=1');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/photos?category_id=1', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/videos', () => {
  it('gives the gallery videos in display order with their (HTML-escaped) embed addresses', async () => {
    const response = await get('/api/videos?category_id=1');
    expect(response.statusCode).toBe(200);
    const { data } = ZVideoList.parse(response.json());
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      title: 'IIIDEM: an introduction',
      titleHi: 'आईआईआईडीईएम: एक परिचय',
      youtube_url: 'https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0&amp;modestbranding=1',
    });
    expect(data.at(-1)?.title).toBe('Late video');
  });

  it('answers 404 for an unknown category', async () => {
    const response = await get('/api/videos?category_id=2');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.notFound });
  });

  it.each([
    ['a missing category', ''],
    ['a category that is not a number', '?category_id=x'],
    ['a negative category', '?category_id=-1'],
    ['an unknown parameter', '?category_id=1&page=1'],
  ])('answers 400 for %s', async (_case, query) => {
    const response = await get(`/api/videos${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: API_ERRORS.validation });
  });

  it('is publicly cacheable and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/videos?category_id=1');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/videos?category_id=1', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
