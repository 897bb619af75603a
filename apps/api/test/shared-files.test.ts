import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { sessions, users } from '../src/db/schema/accounts';
import { ensureReferenceData } from '../src/db/seed/reference-data';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from './sign-in-as';
import { multipart } from './support/nominations';
import {
  createServerDatabase,
  type ServerDatabase,
  type ServerInstance,
  startInstance,
} from './support/server-database';

const FILE_LINK_SECRET = 'one-secret-for-every-instance-0123456789abcdef';

/**
 * Several instances behind a load balancer: two apps with their own DATA_DIR on one PostgreSQL database (the
 * server's, in either test pass). A file written through one must be readable through the other (the
 * stored_files table, not a folder of one instance).
 */
describe('two instances on one PostgreSQL database', () => {
  let database: ServerDatabase;
  let instances: ServerInstance[] = [];
  let one: AppInstance;
  let two: AppInstance;
  let first: DatabaseHandle;
  let staff: SignedInUser;
  let applicant: SignedInUser;

  beforeAll(async () => {
    database = await createServerDatabase();
    const env = { FILE_LINK_SECRET, ...SIGN_IN_TEST_ENV };
    instances = [await startInstance(database.url, env), await startInstance(database.url, env)];
    [one, two] = instances.map((instance) => instance.app) as [AppInstance, AppInstance];
    first = (instances[0] as ServerInstance).database;
    await ensureReferenceData(first.db);
    staff = await signInAs(one, first.db, { role: 'staff' });
    applicant = await signInAs(one, first.db, { user_type: 2 });
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database?.drop();
  });

  it('keeps its files in the database, not in either DATA_DIR', () => {
    expect(one.files.kind).toBe('database');
    expect(two.files.kind).toBe('database');
  });

  it('serves a public photo uploaded through one instance from the other', async () => {
    const image = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2255aa' } })
      .jpeg()
      .toBuffer();
    const body = multipart(
      { title: 'Shared photo', category_id: '2', sort_order: '1', published: 'true' },
      { photo: { filename: 'photo.jpg', contentType: 'image/jpeg', data: image } },
    );
    const created = await one.inject({
      method: 'POST',
      url: '/api/admin/photos',
      payload: body.payload,
      headers: { ...body.headers, ...staff.headers },
    });
    expect(created.statusCode).toBe(201);
    const { photo_url: photoUrl, variants } = created.json().data as {
      photo_url: string;
      variants: { webp: string }[];
    };

    const fromOne = await one.inject({ url: photoUrl });
    const fromTwo = await two.inject({ url: photoUrl });
    expect(fromTwo.statusCode).toBe(200);
    expect(fromTwo.headers['content-type']).toBe('image/jpeg');
    expect(fromTwo.rawPayload).toEqual(fromOne.rawPayload);
    expect(fromTwo.headers.etag).toBe(fromOne.headers.etag);
    const variant = await two.inject({ url: String(variants[0]?.webp) });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');

    // Removed through the second instance: gone for the first one too.
    const id = created.json().data.id as number;
    expect(
      (await two.inject({ method: 'DELETE', url: `/api/admin/photos/${id}`, headers: staff.headers })).statusCode,
    ).toBe(200);
    expect((await one.inject({ url: photoUrl })).statusCode).toBe(404);
  });

  it('serves a private profile photo saved through one instance from the other, with a bearer token or a signed link', async () => {
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#aa3322' } })
      .png()
      .toBuffer();
    const body = multipart(
      { title: 'Ms', first_name: 'Kavya', middle_name: '', last_name: 'Iyer', mobile_no: '9123456780', gender: 'F' },
      { photo: { filename: 'me.png', contentType: 'image/png', data: image } },
    );
    const saved = await one.inject({
      method: 'POST',
      url: '/api/user-details',
      payload: body.payload,
      headers: { ...body.headers, ...applicant.headers },
    });
    expect(saved.statusCode).toBe(200);
    const photoUrl = saved.json().data.photo as string;

    const fromOne = await one.inject({ url: photoUrl, headers: applicant.headers });
    const fromTwo = await two.inject({ url: photoUrl, headers: applicant.headers });
    expect(fromTwo.statusCode).toBe(200);
    expect(fromTwo.headers['content-type']).toBe('image/jpeg');
    expect(fromTwo.rawPayload).toEqual(fromOne.rawPayload);

    // The same photo through the private-files route, by a link signed on the first instance.
    const [stored] = await first.db.select({ photo: users.photo }).from(users).where(eq(users.id, applicant.id));
    const [session] = await first.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.user_id, applicant.id))
      .limit(1);
    const link = one.fileLinks.sign(String(stored?.photo), { id: Number(session?.id) }, new Date());
    const signed = await two.inject({ url: link });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload).toEqual(fromOne.rawPayload);
  });
});
