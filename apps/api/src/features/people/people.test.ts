import { ADMIN_UPLOAD_MAX_BYTES } from '@iiidem/shared/admin/limits';
import { ADMIN_MESSAGES } from '@iiidem/shared/admin/messages';
import { PEOPLE_MESSAGES, ZAdminPeopleAnswer, ZPublicPeopleAnswer } from '@iiidem/shared/admin/people';
import { API_ERRORS } from '@iiidem/shared/messages';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { storedFileNames } from '../../../test/support/files';
import { htmlRenamedJpg, multipart, type UploadFile } from '../../../test/support/nominations';
import { people } from '../../db/schema/site-content';
import { listAuditEntries } from '../../lib/audit-log';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;
let applicant: SignedInUser;

beforeAll(async () => {
  staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
  applicant = await signInAs(ctx.app, ctx.database.db);
});

const entry = (overrides: Record<string, unknown> = {}) => ({
  list: 'faculty',
  name: 'Sample Faculty Member 1',
  nameHi: 'नमूना संकाय सदस्य 1',
  role: 'Electoral law and procedure',
  roleHi: 'निर्वाचन विधि और प्रक्रिया',
  details: [{ label: 'Work experience', labelHi: 'कार्य अनुभव', value: '20 years', valueHi: '20 वर्ष' }],
  email: 'faculty1@iiidem.example.org',
  phone: '+91-11-0000-0201',
  extension: '201',
  ...overrides,
});

function send(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  user: SignedInUser | null = staff,
) {
  return ctx.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: user?.headers ?? {},
  });
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await send('POST', '/api/admin/people', entry(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; sortOrder: number };
}

const publicList = async (list: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/people/${list}` });
  expect(response.statusCode).toBe(200);
  return ZPublicPeopleAnswer.parse(response.json()).data.items;
};
const adminList = async (list: string) =>
  ZAdminPeopleAnswer.parse((await send('GET', `/api/admin/people?list=${list}`)).json()).data;

const peopleRows = async () => (await ctx.database.db.select({ n: count() }).from(people))[0]!.n;

async function png(width = 300, height = 200): Promise<UploadFile> {
  const data = await sharp({ create: { width, height, channels: 4, background: { r: 20, g: 80, b: 160, alpha: 1 } } })
    .png()
    .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER' } })
    .toBuffer();
  return { filename: 'logo.png', contentType: 'image/png', data };
}

function uploadPhoto(id: number, files: Record<string, UploadFile>, user: SignedInUser | null = staff) {
  const body = multipart({}, files);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/people/${id}/photo`,
    payload: body.payload,
    headers: { ...body.headers, ...(user?.headers ?? {}) },
  });
}

describe('GET /api/people/:list', () => {
  it('answers the published entries in order, with the Hindi as xHi, publicly cached with an ETag', async () => {
    const first = await create({ list: 'consultants', name: 'Sample Consultant 1' });
    await create({ list: 'consultants', name: 'Sample Consultant 2', published: false });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/people/consultants' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/public/);
    expect(response.headers.etag).toBeTruthy();
    const items = ZPublicPeopleAnswer.parse(response.json()).data.items;
    expect(items.map((item) => item.name)).toEqual(['Sample Consultant 1']);
    expect(items[0]).toMatchObject({ id: first.id, nameHi: 'नमूना संकाय सदस्य 1', phone: '+91-11-0000-0201' });
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/people/consultants',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 in the error shape for an unknown list', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/people/nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.notFound });
  });

  it('shows a write at once: the public list after a create, an edit, an unpublish and a delete', async () => {
    expect(await publicList('directors')).toEqual([]);
    const { id } = await create({ list: 'directors', name: 'Sample Director 1' });
    expect((await publicList('directors')).map((item) => item.name)).toEqual(['Sample Director 1']);
    expect(
      (await send('PUT', `/api/admin/people/${id}`, entry({ list: 'directors', name: 'Sample Director A' })))
        .statusCode,
    ).toBe(200);
    expect((await publicList('directors')).map((item) => item.name)).toEqual(['Sample Director A']);
    expect((await send('PATCH', `/api/admin/people/${id}/published`, { published: false })).statusCode).toBe(200);
    expect(await publicList('directors')).toEqual([]);
    expect((await send('PATCH', `/api/admin/people/${id}/published`, { published: true })).statusCode).toBe(200);
    expect(await publicList('directors')).toHaveLength(1);
    expect((await send('DELETE', `/api/admin/people/${id}`)).statusCode).toBe(200);
    expect(await publicList('directors')).toEqual([]);
  });
});

describe('back-office people routes', () => {
  it('lists a list in order, and moves entries up and down (audited)', async () => {
    const a = await create({ list: 'cec-ec', name: 'Sample A' });
    const b = await create({ list: 'cec-ec', name: 'Sample B' });
    const c = await create({ list: 'cec-ec', name: 'Sample C' });
    expect((await adminList('cec-ec')).map((item) => item.name)).toEqual(['Sample A', 'Sample B', 'Sample C']);
    const moved = await send('PATCH', `/api/admin/people/${c.id}/position`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(PEOPLE_MESSAGES.moved);
    expect((await adminList('cec-ec')).map((item) => item.name)).toEqual(['Sample A', 'Sample C', 'Sample B']);
    await send('PATCH', `/api/admin/people/${a.id}/position`, { direction: 'down' });
    expect((await publicList('cec-ec')).map((item) => item.name)).toEqual(['Sample C', 'Sample A', 'Sample B']);
    // At the end of the list an entry stays where it is.
    await send('PATCH', `/api/admin/people/${b.id}/position`, { direction: 'down' });
    expect((await adminList('cec-ec')).map((item) => item.name)).toEqual(['Sample C', 'Sample A', 'Sample B']);
    const actions = (await listAuditEntries(ctx.database.db, 'person', c.id)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['person.create', 'person.move']));
  });

  it('reads one entry and audits create, update, publish and delete', async () => {
    const { id } = await create({ list: 'our-alumni' });
    const one = await send('GET', `/api/admin/people/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id, list: 'our-alumni', published: true });
    await send('PUT', `/api/admin/people/${id}`, entry({ list: 'our-alumni', role: 'Batch 2' }));
    await send('PATCH', `/api/admin/people/${id}/published`, { published: false });
    await send('DELETE', `/api/admin/people/${id}`);
    const actions = (await listAuditEntries(ctx.database.db, 'person', id)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['person.create', 'person.update', 'person.unpublish', 'person.delete']),
    );
    expect((await send('GET', `/api/admin/people/${id}`)).statusCode).toBe(404);
  });

  it('stores a photo re-encoded as a JPEG without metadata, replaces it, removes it, and deletes it with the entry', async () => {
    const { id } = await create({ list: 'partner-institutions', name: 'International IDEA' });
    const saved = await uploadPhoto(id, { photo: await png() });
    expect(saved.statusCode).toBe(200);
    const photo = saved.json().data.photo as { src: string; width: number; height: number };
    expect(photo).toMatchObject({ width: 300, height: 200 });
    expect(photo.src).toMatch(/^\/files\/people\/[0-9a-f]{32}\.jpg$/);
    const file = await ctx.app.inject({ method: 'GET', url: photo.src });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(file.rawPayload.includes('SECRET-EXIF-MARKER')).toBe(false);
    expect((await publicList('partner-institutions'))[0]?.photo?.src).toBe(photo.src);

    const replaced = await uploadPhoto(id, { photo: await png(200, 200) });
    const second = replaced.json().data.photo.src as string;
    expect(second).not.toBe(photo.src);
    expect((await ctx.app.inject({ method: 'GET', url: photo.src })).statusCode).toBe(404);

    const removed = await send('DELETE', `/api/admin/people/${id}/photo`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.photo).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);

    const third = (await uploadPhoto(id, { photo: await png() })).json().data.photo.src as string;
    expect((await send('DELETE', `/api/admin/people/${id}`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: third })).statusCode).toBe(404);
  });
});

describe('back-office people routes: bad input writes nothing', () => {
  const BAD_BODIES: [string, Record<string, unknown>, string][] = [
    ['an unknown list', { list: 'nobody' }, 'list'],
    ['a missing name', { name: undefined }, 'name'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a name that is a number', { name: 42 }, 'name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
    ['a NUL in the name', { name: 'Sample\u0000' }, 'name'],
    ['a NUL in the Hindi role', { roleHi: 'क\u0000' }, 'roleHi'],
    ['a bad e-mail', { email: 'not an address' }, 'email'],
    ['a phone with letters', { phone: '+91-11-ABCD' }, 'phone'],
    ['an extension with letters', { extension: '12a' }, 'extension'],
    ['a javascript: link', { linkUrl: 'javascript:alert(1)' }, 'linkUrl'],
    ['a link without a scheme', { linkUrl: 'www.idea.int' }, 'linkUrl'],
    ['details that are not a list', { details: 'Work experience' }, 'details'],
    ['too many details', { details: Array.from({ length: 9 }, () => ({ label: 'a', value: 'b' })) }, 'details'],
    ['published as text', { published: 'yes' }, 'published'],
    ['an unknown field', { extra: 1 }, ''],
  ];

  for (const [what, overrides, path] of BAD_BODIES) {
    it(`refuses ${what} with 400 in the error shape`, async () => {
      const before = await peopleRows();
      const response = await send('POST', '/api/admin/people', entry(overrides));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(typeof body.message).toBe('string');
      if (path) expect(body.errors.map((error: { path: string }) => error.path)).toContain(path);
      expect(await peopleRows()).toBe(before);
    });
  }

  it('refuses a bad update and keeps the entry as it was', async () => {
    const { id } = await create({ list: 'iiidem-alumni', name: 'Sample Alumnus 1' });
    const response = await send('PUT', `/api/admin/people/${id}`, entry({ list: 'iiidem-alumni', email: 'x@' }));
    expect(response.statusCode).toBe(400);
    expect((await send('GET', `/api/admin/people/${id}`)).json().data.email).toBe('faculty1@iiidem.example.org');
  });

  it('answers 404 for unknown ids on every route, and 400 for ids that are not ids', async () => {
    const missing = 999_999;
    expect((await send('GET', `/api/admin/people/${missing}`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/people/${missing}`, entry())).statusCode).toBe(404);
    expect((await send('PATCH', `/api/admin/people/${missing}/published`, { published: true })).statusCode).toBe(404);
    expect((await send('PATCH', `/api/admin/people/${missing}/position`, { direction: 'up' })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/people/${missing}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/people/${missing}/photo`)).statusCode).toBe(404);
    expect((await uploadPhoto(missing, { photo: await png() })).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/people/abc')).statusCode).toBe(400);
    expect((await send('PATCH', '/api/admin/people/1/position', { direction: 'sideways' })).statusCode).toBe(400);
    expect((await send('GET', '/api/admin/people?list=nobody')).statusCode).toBe(400);
    expect((await send('GET', '/api/admin/people')).statusCode).toBe(400);
  });

  it('refuses a file that is not an image, an oversized one, a missing one and JSON, storing nothing', async () => {
    const { id } = await create({ list: 'mou-partners', name: 'Sample MoU' });
    const before = await storedFileNames(ctx.app.files, 'public', 'people');
    const wrongType = await uploadPhoto(id, { photo: htmlRenamedJpg() });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      success: false,
      errors: [{ path: 'photo', msg: ADMIN_MESSAGES.imageOnly }],
    });
    const oversizedFile = {
      filename: 'big.jpg',
      contentType: 'image/jpeg',
      data: Buffer.alloc(ADMIN_UPLOAD_MAX_BYTES + 1, 0x20),
    };
    oversizedFile.data.set([0xff, 0xd8, 0xff, 0xe0], 0);
    const oversized = await uploadPhoto(id, { photo: oversizedFile });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().success).toBe(false);
    const none = await uploadPhoto(id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ path: 'photo', msg: PEOPLE_MESSAGES.photoRequired }]);
    const json = await send('PUT', `/api/admin/people/${id}/photo`, { photo: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await storedFileNames(ctx.app.files, 'public', 'people')).toEqual(before);
    expect((await send('GET', `/api/admin/people/${id}`)).json().data.photo).toBeNull();
  });
});

describe('back-office people routes: roles', () => {
  it('answers 401 without a session and 403 to an applicant, writing nothing', async () => {
    const { id } = await create({ list: 'officers', name: 'Sample Officer 1' });
    const before = await peopleRows();
    const attempts = [
      ['GET', '/api/admin/people?list=officers'],
      ['GET', `/api/admin/people/${id}`],
      ['POST', '/api/admin/people', entry()],
      ['PUT', `/api/admin/people/${id}`, entry()],
      ['PATCH', `/api/admin/people/${id}/published`, { published: false }],
      ['PATCH', `/api/admin/people/${id}/position`, { direction: 'up' }],
      ['DELETE', `/api/admin/people/${id}`],
      ['DELETE', `/api/admin/people/${id}/photo`],
    ] as const;
    for (const [method, url, body] of attempts) {
      const anonymous = await send(method, url, body, null);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().success).toBe(false);
      expect((await send(method, url, body, applicant)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await uploadPhoto(id, { photo: await png() }, applicant)).statusCode).toBe(403);
    expect((await uploadPhoto(id, { photo: await png() }, null)).statusCode).toBe(401);
    expect(await peopleRows()).toBe(before);
    expect((await publicList('officers')).map((item) => item.name)).toEqual(['Sample Officer 1']);
  });
});
