import { ADMIN_GALLERY_MESSAGES, ZAdminPhotoAnswer, ZAdminPhotoListAnswer } from '@iiidem/shared/admin/gallery';
import { ADMIN_MESSAGES } from '@iiidem/shared/admin/messages';
import { ZPhotoList, ZVideoList } from '@iiidem/shared/gallery/api';
import { API_ERRORS } from '@iiidem/shared/messages';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { storedFileNames } from '../../../test/support/files';
import { htmlRenamedJpg, multipart, type UploadFile } from '../../../test/support/nominations';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { listAuditEntries } from '../../lib/audit-log';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;
let applicant: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
  applicant = await signInAs(ctx.app, ctx.database.db);
});

async function jpeg(width: number, height: number): Promise<UploadFile> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 150 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER' } })
    .toBuffer();
  return { filename: 'photo.jpg', contentType: 'image/jpeg', data };
}

async function pngWithExif(width = 500, height = 300): Promise<UploadFile> {
  const data = await sharp({ create: { width, height, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 1 } } })
    .png()
    .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER' } })
    .toBuffer();
  return { filename: 'photo.png', contentType: 'image/png', data };
}

const photoFields = (overrides: Record<string, string> = {}) => ({
  title: 'Participants on the campus',
  category_id: '2',
  sort_order: '1',
  published: 'true',
  ...overrides,
});

function sendPhoto(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Record<string, UploadFile> = {},
  user: SignedInUser | undefined = staff,
) {
  const body = multipart(fields, files);
  return ctx.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(user?.headers ?? {}) },
  });
}

const uploadPhoto = async (fields: Record<string, string>, file?: UploadFile) =>
  sendPhoto('POST', '/api/admin/photos', fields, { photo: file ?? (await jpeg(1300, 900)) });

const publicFile = (url: string) => ctx.app.inject({ method: 'GET', url });
const publicPhotos = async (category: number) =>
  ZPhotoList.parse((await ctx.app.inject({ method: 'GET', url: `/api/photos?category_id=${category}` })).json()).data;
const publicVideos = async () =>
  ZVideoList.parse((await ctx.app.inject({ method: 'GET', url: '/api/videos?category_id=1' })).json()).data;

function storedFiles(area: 'gallery' | 'banners'): Promise<string[]> {
  return storedFileNames(ctx.app.files, 'public', area);
}

describe('back-office photo routes: role checks', () => {
  it('answers 403 to an applicant sending a real upload, and stores nothing', async () => {
    const before = await storedFiles('gallery');
    const response = await sendPhoto(
      'POST',
      '/api/admin/photos',
      photoFields(),
      { photo: await jpeg(100, 100) },
      applicant,
    );
    expect(response.statusCode).toBe(403);
    expect(await storedFiles('gallery')).toEqual(before);
  });
});

describe('POST /api/admin/photos', () => {
  it('stores a gallery photo re-encoded with its gallery sizes, lists it publicly at once and audits it', async () => {
    const response = await uploadPhoto(photoFields({ title: 'Mock poll on campus', sort_order: '0' }));
    expect(response.statusCode).toBe(201);
    const { data } = ZAdminPhotoAnswer.parse(response.json());
    expect(data).toMatchObject({
      category_id: 2,
      title: 'Mock poll on campus',
      width: 1300,
      height: 900,
      published: true,
    });
    expect(data.photo_url).toMatch(/^\/files\/gallery\/[0-9a-f]{32}\.jpg$/);
    expect(data.variants.map((variant) => variant.width)).toEqual([400, 800, 1200]);

    for (const url of [data.photo_url, ...data.variants.flatMap((variant) => [variant.webp, variant.jpeg])]) {
      expect((await publicFile(url)).statusCode, url).toBe(200);
    }
    const original = (await publicFile(data.photo_url)).rawPayload;
    expect(original.includes('SECRET-EXIF-MARKER')).toBe(false);

    const shown = (await publicPhotos(2)).find((photo) => photo.id === data.id);
    expect(shown).toMatchObject({ title: 'Mock poll on campus', width: 1300, height: 900 });
    expect(shown?.variants).toEqual(data.variants);

    const audit = await listAuditEntries(ctx.database.db, 'photo', data.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'photo.create', actor_user_id: staff.id })]);
  });

  it('stores a banner under banners/ with the banner sizes, shown on the home banner list', async () => {
    const response = await uploadPhoto(photoFields({ title: 'New banner', category_id: '1' }), await jpeg(1700, 640));
    expect(response.statusCode).toBe(201);
    const { data } = ZAdminPhotoAnswer.parse(response.json());
    expect(data.photo_url).toMatch(/^\/files\/banners\//);
    expect(data.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    expect((await publicPhotos(1)).map((photo) => photo.title)).toContain('New banner');
  });

  it('re-encodes a PNG with EXIF as a JPEG without it', async () => {
    const response = await uploadPhoto(photoFields({ title: 'PNG upload' }), await pngWithExif());
    expect(response.statusCode).toBe(201);
    const { data } = ZAdminPhotoAnswer.parse(response.json());
    const stored = (await publicFile(data.photo_url)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('SECRET-EXIF-MARKER')).toBe(false);
    expect(data).toMatchObject({ width: 500, height: 300 });
    // Narrower than every gallery size but 400: one size is made, never an upscale.
    expect(data.variants.map((variant) => variant.width)).toEqual([400]);
  });

  it('keeps an unpublished photo off the public list', async () => {
    const response = await uploadPhoto(photoFields({ title: 'Draft photo', published: 'false' }));
    expect(response.statusCode).toBe(201);
    expect((await publicPhotos(2)).map((photo) => photo.title)).not.toContain('Draft photo');
    const list = ZAdminPhotoListAnswer.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/photos?category_id=2', headers: staff.headers })).json(),
    ).data;
    expect(list.find((photo) => photo.title === 'Draft photo')?.published).toBe(false);
  });

  it('answers 400 for an HTML file named .jpg and leaves no file behind', async () => {
    const before = await storedFiles('gallery');
    const response = await uploadPhoto(photoFields(), htmlRenamedJpg());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: ADMIN_MESSAGES.imageOnly,
      errors: [{ path: 'photo', msg: ADMIN_MESSAGES.imageOnly }],
    });
    expect(await storedFiles('gallery')).toEqual(before);
  });

  it('answers 413 for a file over 10 MB and leaves no file behind', async () => {
    const before = await storedFiles('gallery');
    const data = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    data.set([0xff, 0xd8, 0xff, 0xe0], 0);
    const response = await uploadPhoto(photoFields(), { filename: 'big.jpg', contentType: 'image/jpeg', data });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: ADMIN_MESSAGES.fileTooLarge });
    expect(await storedFiles('gallery')).toEqual(before);
  });

  it.each([
    ['no photo', photoFields(), {}, 'photo', ADMIN_GALLERY_MESSAGES.photoRequired],
    [
      'no title',
      { category_id: '2', sort_order: '1', published: 'true' },
      'photo',
      'title',
      ADMIN_GALLERY_MESSAGES.titleRequired,
    ],
    [
      'an unknown category',
      photoFields({ category_id: '3' }),
      'photo',
      'category_id',
      ADMIN_GALLERY_MESSAGES.photoCategory,
    ],
    [
      'a text sort order',
      photoFields({ sort_order: 'first' }),
      'photo',
      'sort_order',
      ADMIN_GALLERY_MESSAGES.sortOrder,
    ],
    [
      'a published flag that is not a boolean',
      photoFields({ published: 'yes' }),
      'photo',
      'published',
      ADMIN_GALLERY_MESSAGES.published,
    ],
    [
      'an unknown field',
      photoFields({ photo_url: '/files/x.jpg' }),
      'photo',
      'photo_url',
      'Unrecognized key: "photo_url"',
    ],
  ] as const)('answers 400 for %s', async (_case, fields, withPhoto, path, msg) => {
    const before = await storedFiles('gallery');
    const files: Record<string, UploadFile> = withPhoto === 'photo' ? { photo: await jpeg(50, 50) } : {};
    const response = await sendPhoto('POST', '/api/admin/photos', { ...fields }, files);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, msg });
    expect(await storedFiles('gallery')).toEqual(before);
  });

  it('answers 400 for a file under another field name', async () => {
    const response = await sendPhoto('POST', '/api/admin/photos', photoFields(), { image: await jpeg(50, 50) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'image', msg: ADMIN_MESSAGES.unexpectedFile }]);
  });

  it('answers 415 for a JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/photos',
      headers: staff.headers,
      payload: { title: 'x', category_id: 2, sort_order: 1, published: true },
    });
    expect(response.statusCode).toBe(415);
  });

  it('removes the files it wrote when the row cannot be written', async () => {
    const db = ctx.database.db;
    await db.execute(sql`alter table photos add constraint photos_test_failure check (title <> 'FAIL ME')`);
    try {
      const before = await storedFiles('gallery');
      const response = await uploadPhoto(photoFields({ title: 'FAIL ME' }));
      expect(response.statusCode).toBe(500);
      expect(await storedFiles('gallery')).toEqual(before);
    } finally {
      await db.execute(sql`alter table photos drop constraint photos_test_failure`);
    }
  });
});

describe('PUT and DELETE /api/admin/photos/:id', () => {
  async function created(fields: Record<string, string> = {}, file?: UploadFile) {
    const response = await uploadPhoto(photoFields(fields), file);
    expect(response.statusCode).toBe(201);
    return ZAdminPhotoAnswer.parse(response.json()).data;
  }

  it('edits title, order and published without touching the image', async () => {
    const photo = await created({ title: 'Before edit' });
    const response = await sendPhoto(
      'PUT',
      `/api/admin/photos/${photo.id}`,
      photoFields({ title: 'After edit', sort_order: '9', published: 'false' }),
    );
    expect(response.statusCode).toBe(200);
    const { data } = ZAdminPhotoAnswer.parse(response.json());
    expect(data).toMatchObject({ title: 'After edit', sort_order: 9, published: false, photo_url: photo.photo_url });
    expect((await publicPhotos(2)).map((item) => item.id)).not.toContain(photo.id);

    const published = await sendPhoto('PUT', `/api/admin/photos/${photo.id}`, photoFields({ title: 'After edit' }));
    expect(published.statusCode).toBe(200);
    expect((await publicPhotos(2)).map((item) => item.id)).toContain(photo.id);

    const audit = await listAuditEntries(ctx.database.db, 'photo', photo.id);
    expect(audit.map((entry) => entry.action)).toEqual(['photo.create', 'photo.update', 'photo.update']);
    expect(audit[1]).toMatchObject({ from_value: { title: 'Before edit' }, to_value: { title: 'After edit' } });
  });

  it('replaces the image and removes the old file and its sizes after the change', async () => {
    const photo = await created({ title: 'To replace' });
    const oldFiles = [photo.photo_url, ...photo.variants.flatMap((variant) => [variant.webp, variant.jpeg])];
    const response = await sendPhoto('PUT', `/api/admin/photos/${photo.id}`, photoFields({ title: 'Replaced' }), {
      photo: await jpeg(900, 600),
    });
    expect(response.statusCode).toBe(200);
    const { data } = ZAdminPhotoAnswer.parse(response.json());
    expect(data.photo_url).not.toBe(photo.photo_url);
    expect(data).toMatchObject({ width: 900, height: 600 });
    expect(data.variants.map((variant) => variant.width)).toEqual([400, 800]);
    for (const url of oldFiles) expect((await publicFile(url)).statusCode, url).toBe(404);
    expect((await publicFile(data.photo_url)).statusCode).toBe(200);
  });

  it('leaves only the files of the photo the row points to after 10 parallel replacements', async () => {
    const photo = await created({ title: 'Raced' });
    const namesOf = (item: { photo_url: string; variants: { webp: string; jpeg: string }[] }) =>
      [item.photo_url, ...item.variants.flatMap((variant) => [variant.webp, variant.jpeg])].map((url) =>
        url.replace('/files/gallery/', ''),
      );
    const others = (await storedFiles('gallery')).filter((name) => !namesOf(photo).includes(name));
    const image = await jpeg(900, 600);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        sendPhoto('PUT', `/api/admin/photos/${photo.id}`, photoFields({ title: 'Raced' }), { photo: image }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const list = ZAdminPhotoListAnswer.parse(
      (await ctx.app.inject({ url: '/api/admin/photos?category_id=2', headers: staff.headers })).json(),
    ).data;
    const current = list.find((item) => item.id === photo.id);
    expect(current).toBeDefined();
    expect(await storedFiles('gallery')).toEqual([...others, ...namesOf(current!)].sort());
    expect((await publicFile(current!.photo_url)).statusCode).toBe(200);
  });

  it('moves a gallery photo to the banner: a copy under banners/ with the banner sizes, the old files gone', async () => {
    const photo = await created({ title: 'Moving to the banner' }, await jpeg(1700, 700));
    const oldFiles = [photo.photo_url, ...photo.variants.flatMap((variant) => [variant.webp, variant.jpeg])];
    const response = await sendPhoto(
      'PUT',
      `/api/admin/photos/${photo.id}`,
      photoFields({ title: 'Moving to the banner', category_id: '1' }),
    );
    expect(response.statusCode).toBe(200);
    const { data } = ZAdminPhotoAnswer.parse(response.json());
    expect(data.photo_url).toMatch(/^\/files\/banners\//);
    expect(data.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    for (const variant of data.variants) {
      const file = await publicFile(variant.webp);
      expect(file.statusCode).toBe(200);
      expect((await sharp(file.rawPayload).metadata()).width).toBe(variant.width);
    }
    for (const url of oldFiles) expect((await publicFile(url)).statusCode, url).toBe(404);
    const banner = (await publicPhotos(1)).find((item) => item.id === photo.id);
    expect(banner?.variants).toEqual(data.variants);
    expect((await publicPhotos(2)).map((item) => item.id)).not.toContain(photo.id);
  });

  it('refuses a change of category when the stored original is gone, and changes nothing', async () => {
    const photo = await created({ title: 'Lost original' });
    await ctx.app.files.remove('public', [photo.photo_url.replace('/files/', '')]);
    const response = await sendPhoto(
      'PUT',
      `/api/admin/photos/${photo.id}`,
      photoFields({ title: 'Lost original', category_id: '1' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'photo', msg: ADMIN_GALLERY_MESSAGES.storedPhotoUnreadable }]);
    const gallery = ZAdminPhotoListAnswer.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/photos?category_id=2', headers: staff.headers })).json(),
    ).data;
    expect(gallery.find((item) => item.id === photo.id)?.category_id).toBe(2);
  });

  it('refuses a bad replacement image and keeps the photo as it was', async () => {
    const photo = await created({ title: 'Keep me' });
    const response = await sendPhoto('PUT', `/api/admin/photos/${photo.id}`, photoFields({ title: 'Changed' }), {
      photo: htmlRenamedJpg(),
    });
    expect(response.statusCode).toBe(400);
    const list = ZAdminPhotoListAnswer.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/photos?category_id=2', headers: staff.headers })).json(),
    ).data;
    expect(list.find((item) => item.id === photo.id)).toMatchObject({ title: 'Keep me', photo_url: photo.photo_url });
    expect((await publicFile(photo.photo_url)).statusCode).toBe(200);
  });

  it('deletes a photo with its files, off the public list at once, and audits it', async () => {
    const photo = await created({ title: 'To delete' });
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/photos/${photo.id}`,
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { id: photo.id } });
    expect((await publicPhotos(2)).map((item) => item.id)).not.toContain(photo.id);
    for (const url of [photo.photo_url, ...photo.variants.map((variant) => variant.jpeg)]) {
      expect((await publicFile(url)).statusCode).toBe(404);
    }
    const audit = await listAuditEntries(ctx.database.db, 'photo', photo.id);
    expect(audit.at(-1)).toMatchObject({ action: 'photo.delete', from_value: { title: 'To delete' } });
  });

  it('answers 404 for unknown ids and 400 for ids that are not ids', async () => {
    expect((await sendPhoto('PUT', '/api/admin/photos/999999', photoFields())).statusCode).toBe(404);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/photos/999999', headers: staff.headers });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual({ success: false, message: API_ERRORS.notFound });
    const bad = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/photos/abc', headers: staff.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('lists only the asked category and refuses a missing or unknown one', async () => {
    const get = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/photos${query}`, headers: staff.headers });
    const banners = ZAdminPhotoListAnswer.parse((await get('?category_id=1')).json()).data;
    expect(banners.every((photo) => photo.category_id === 1)).toBe(true);
    expect((await get('')).statusCode).toBe(400);
    expect((await get('?category_id=3')).statusCode).toBe(400);
    expect((await get('?category_id=1&x=1')).statusCode).toBe(400);
  });
});

describe('/api/admin/videos', () => {
  const video = (overrides: Record<string, unknown> = {}) => ({
    title: 'Training film',
    youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
    category_id: 1,
    sort_order: 1,
    published: true,
    ...overrides,
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    ctx.app.inject({ method, url, headers: staff.headers, payload: payload as Record<string, unknown> });

  it('adds a video with the escaped embed address, listed publicly at once, and audits it', async () => {
    const response = await send('POST', '/api/admin/videos', video({ titleHi: '  प्रशिक्षण फ़िल्म ' }));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      title: 'Training film',
      titleHi: 'प्रशिक्षण फ़िल्म',
      youtube_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&amp;modestbranding=1',
      published: true,
    });
    expect(await publicVideos()).toContainEqual({
      id: data.id,
      title: 'Training film',
      titleHi: 'प्रशिक्षण फ़िल्म',
      youtube_url: data.youtube_url,
    });
    expect((await listAuditEntries(ctx.database.db, 'video', data.id))[0]?.action).toBe('video.create');
  });

  it('accepts share and embed addresses', async () => {
    for (const address of ['https://youtu.be/abcdefghijk', 'https://www.youtube.com/embed/abcdefghijk']) {
      const response = await send('POST', '/api/admin/videos', video({ youtube_url: address, published: false }));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.youtube_url).toBe(
        'https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0&amp;modestbranding=1',
      );
    }
  });

  it('keeps an unpublished video off the public list until it is published', async () => {
    const response = await send('POST', '/api/admin/videos', video({ title: 'Hidden film', published: false }));
    const { id } = response.json().data;
    expect((await publicVideos()).map((item) => item.id)).not.toContain(id);
    const edited = await send('PUT', `/api/admin/videos/${id}`, video({ title: 'Shown film', published: true }));
    expect(edited.statusCode).toBe(200);
    expect((await publicVideos()).find((item) => item.id === id)?.title).toBe('Shown film');
    const audit = await listAuditEntries(ctx.database.db, 'video', id);
    expect(audit.map((entry) => entry.action)).toEqual(['video.create', 'video.update']);
  });

  it.each([
    ['a non-YouTube address', video({ youtube_url: 'https://vimeo.com/1' }), 'youtube_url'],
    ['a script address', video({ youtube_url: 'javascript:alert(1)' }), 'youtube_url'],
    ['a text sort order', video({ sort_order: '1' }), 'sort_order'],
    ['a text published flag', video({ published: 'true' }), 'published'],
    ['a missing title', video({ title: undefined }), 'title'],
    ['an unknown field', video({ id: 5 }), 'id'],
    ['an unknown category', video({ category_id: 99 }), 'category_id'],
  ])('answers 400 for %s', async (_case, payload, path) => {
    const response = await send('POST', '/api/admin/videos', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
  });

  it.each([
    ['a number', 5, 'The title (Hindi) must be text.'],
    ['an oversize title', 'क'.repeat(201), 'The title (Hindi) must be at most 200 characters.'],
    ['a NUL character', 'फ़िल्म\u0000', API_ERRORS.invalidCharacter],
  ])('answers 400 with a message for a Hindi title that is %s', async (_case, titleHi, message) => {
    const response = await send('POST', '/api/admin/videos', video({ titleHi }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: 'titleHi', msg: message }));
  });

  it('answers 404 for unknown videos and removes a video', async () => {
    expect((await send('PUT', '/api/admin/videos/999999', video())).statusCode).toBe(404);
    const { id } = (await send('POST', '/api/admin/videos', video({ title: 'Short-lived' }))).json().data;
    const url = `/api/admin/videos/${id}`;
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: staff.headers })).statusCode).toBe(200);
    expect((await publicVideos()).map((item) => item.id)).not.toContain(id);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: staff.headers })).statusCode).toBe(404);
    expect((await listAuditEntries(ctx.database.db, 'video', id)).at(-1)?.action).toBe('video.delete');
  });

  it('lists every video of the category for staff, and 404 for an unknown category', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/videos?category_id=1',
      headers: staff.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: { title: string }) => item.title)).toContain('Shown film');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/videos?category_id=5',
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
