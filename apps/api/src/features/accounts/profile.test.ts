import { MAX_UPLOAD_BYTES } from '@iiidem/shared/limits';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { ACCOUNT_TEST_ENV, bearer, createVerifiedUser, setRole, signIn } from '../../../test/support/accounts';
import { storedFileNames } from '../../../test/support/files';
import { users } from '../../db/schema/accounts';

const ctx = useTestApp({ env: ACCOUNT_TEST_ENV });

type Upload = { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser sends it. */
function multipart(fields: Record<string, string>, files: Upload[] = []) {
  const boundary = `----iiidem${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PROFILE = {
  title: 'Ms',
  first_name: 'Kavya',
  middle_name: 'R',
  last_name: 'Iyer',
  mobile_no: '9123456780',
  gender: 'F',
};

let png: Buffer;
let jpegWithExif: Buffer;

beforeAll(async () => {
  png = await sharp({
    create: { width: 1200, height: 900, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  jpegWithExif = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'GPS somewhere' } })
    .toBuffer();
});

function saveProfile(token: string, fields: Record<string, string>, files: Upload[] = []) {
  const body = multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user-details',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

function photo(bytes: Buffer, filename = 'me.png', type = 'image/png'): Upload {
  return { name: 'photo', filename, type, bytes };
}

/** The stored profile photos, as 'u<owner id>/<name>.jpg'. */
function storedPhotos(): Promise<string[]> {
  return storedFileNames(ctx.app.files, 'private', 'profile-photos');
}

async function newSession() {
  const user = await createVerifiedUser(ctx.app, ctx.database.db);
  return { user, token: await signIn(ctx.app, ctx.database.db, user.email, user.password) };
}

describe('POST /api/user-details (My Profile)', () => {
  it("saves the profile with a photo ('Profile updated successfully'), re-encoded as JPEG without EXIF", async () => {
    const { user, token } = await newSession();
    const response = await saveProfile(token, { ...PROFILE, email_id: user.email }, [
      photo(jpegWithExif, 'me.jpg', 'image/jpeg'),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      data: { ...PROFILE, email_id: user.email, user_type: 2, role: 'applicant' },
    });
    expect(MESSAGES.profileUpdated).toBe('Profile updated successfully');
    expect(body.data.photo).toMatch(new RegExp(`^/api/users/${user.id}/photo\\?v=[0-9a-f]{12}$`));

    const image = await ctx.app.inject({ method: 'GET', url: body.data.photo, headers: bearer(token) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('secret-exif-marker'))).toBe(false);

    const details = await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: bearer(token) });
    expect(details.json().data).toEqual(body.data);
    // Stored like every other private file: under its owner's folder, by a random name.
    expect(await storedPhotos()).toContainEqual(expect.stringMatching(new RegExp(`^u${user.id}/[0-9a-f]{32}\\.jpg$`)));
  });

  it('keeps the photo when none is sent, and replaces (and removes) it when a new one is', async () => {
    const { token } = await newSession();
    const first = await saveProfile(token, PROFILE, [photo(png)]);
    expect(first.statusCode).toBe(200);
    const before = await storedPhotos();
    const textOnly = await saveProfile(token, { ...PROFILE, first_name: 'Kavitha', middle_name: '' });
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.json().data).toMatchObject({
      first_name: 'Kavitha',
      middle_name: null,
      photo: first.json().data.photo,
    });
    const replaced = await saveProfile(token, PROFILE, [photo(png)]);
    expect(replaced.json().data.photo).not.toBe(first.json().data.photo);
    expect((await storedPhotos()).length).toBe(before.length);
    const png2 = await sharp(
      (await ctx.app.inject({ method: 'GET', url: replaced.json().data.photo, headers: bearer(token) })).rawPayload,
    ).metadata();
    expect(Math.max(png2.width ?? 0, png2.height ?? 0)).toBe(800);
  });

  it('leaves exactly one stored photo, the one the account points to, after 10 parallel replacements', async () => {
    const { user, token } = await newSession();
    expect((await saveProfile(token, PROFILE, [photo(png)])).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => saveProfile(token, PROFILE, [photo(png)])));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await ctx.database.db.select({ photo: users.photo }).from(users).where(eq(users.id, user.id));
    const mine = await storedFileNames(ctx.app.files, 'private', `profile-photos/u${user.id}`);
    expect(mine).toHaveLength(1);
    expect(row?.photo).toBe(`profile-photos/u${user.id}/${mine[0]}`);
  });

  it("requires a photo until the account has one ('Please upload a photo')", async () => {
    const { token } = await newSession();
    const response = await saveProfile(token, PROFILE);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: 'photo', msg: 'Please upload a photo' });
    expect(MESSAGES.pleaseUploadPhoto).toBe('Please upload a photo');
  });

  it("judges the photo by its bytes: HTML named .jpg is refused with 'Only JPG and PNG formats are allowed'", async () => {
    const { token } = await newSession();
    const before = await storedPhotos();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await saveProfile(token, PROFILE, [photo(html, 'me.jpg', 'image/jpeg')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: 'photo', msg: 'Only JPG and PNG formats are allowed' });
    expect(MESSAGES.onlyJpgPng).toBe('Only JPG and PNG formats are allowed');
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
    expect((await saveProfile(token, PROFILE, [photo(gif, 'me.png')])).statusCode).toBe(400);
    // A JPEG header with garbage after it is not an image either.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]);
    expect((await saveProfile(token, PROFILE, [photo(fake, 'me.jpg', 'image/jpeg')])).statusCode).toBe(400);
    expect(await storedPhotos()).toEqual(before);
  });

  it("refuses 2 MiB + 1 byte with 413 'File size must be 2MB or less' and stores nothing", async () => {
    const { token } = await newSession();
    const before = await storedPhotos();
    const big = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length, 0)]);
    expect(big.length).toBe(2_097_153);
    const response = await saveProfile(token, PROFILE, [photo(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'File size must be 2MB or less',
      errors: [{ path: 'photo', msg: 'File size must be 2MB or less' }],
    });
    expect(MESSAGES.fileSize2mbOrLess).toBe('File size must be 2MB or less');
    expect(await storedPhotos()).toEqual(before);
  });

  it('validates the fields with the spec texts and refuses an e-mail change and unknown fields', async () => {
    const { user, token } = await newSession();
    const noTitle = await saveProfile(token, { ...PROFILE, title: '' }, [photo(png)]);
    expect(noTitle.json().errors).toContainEqual({ path: 'title', msg: 'Please select a title' });
    const noGender = await saveProfile(token, { ...PROFILE, gender: 'X' }, [photo(png)]);
    expect(noGender.json().errors).toContainEqual({ path: 'gender', msg: 'Please select a gender' });
    const shortName = await saveProfile(token, { ...PROFILE, first_name: 'K' }, [photo(png)]);
    expect(shortName.json().errors).toContainEqual({
      path: 'first_name',
      msg: 'First name must be at least 2 characters.',
    });
    const longMiddle = await saveProfile(token, { ...PROFILE, middle_name: 'M'.repeat(151) }, [photo(png)]);
    expect(longMiddle.json().errors).toContainEqual({
      path: 'middle_name',
      msg: 'Middle name must not exceed 150 characters.',
    });
    const mobile = await saveProfile(token, { ...PROFILE, mobile_no: '98765' }, [photo(png)]);
    expect(mobile.json().errors).toContainEqual({ path: 'mobile_no', msg: 'Mobile number must be exactly 10 digits.' });
    const email = await saveProfile(token, { ...PROFILE, email_id: 'someone.else@example.org' }, [photo(png)]);
    expect(email.statusCode).toBe(400);
    expect(email.json().errors).toContainEqual({ path: 'email_id', msg: 'The e-mail address cannot be changed.' });
    const role = await saveProfile(token, { ...PROFILE, role: 'admin' }, [photo(png)]);
    expect(role.statusCode).toBe(400);
    expect(role.json().errors).toContainEqual({ path: 'role', msg: 'Unrecognized key: "role"' });
    const otherFile = await saveProfile(token, PROFILE, [{ ...photo(png), name: 'avatar' }]);
    expect(otherFile.statusCode).toBe(400);
    const details = await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: bearer(token) });
    expect(details.json().data).toMatchObject({ email_id: user.email, role: 'applicant', title: null });
  });

  it('takes multipart only (JSON is 415) and needs a session before reading the body', async () => {
    const { token } = await newSession();
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-details',
      headers: bearer(token),
      payload: PROFILE,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ success: false, message: API_ERRORS.unsupportedMediaType });
    const body = multipart(PROFILE, [photo(png)]);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-details',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/users/:id/photo', () => {
  it('serves a photo to its owner and to staff; anyone else gets 404', async () => {
    const owner = await newSession();
    const saved = await saveProfile(owner.token, PROFILE, [photo(png)]);
    const url = saved.json().data.photo;
    const stranger = await newSession();
    const refused = await ctx.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, message: API_ERRORS.notFound });

    const staff = await newSession();
    await setRole(ctx.database.db, staff.user.id, 'staff');
    const allowed = await ctx.app.inject({ method: 'GET', url, headers: bearer(staff.token) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('image/jpeg');
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers 404 for no photo or an unknown user and 400 for a bad id', async () => {
    const { user, token } = await newSession();
    await setRole(ctx.database.db, user.id, 'admin');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/photo`, headers: bearer(token) })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/999999/photo', headers: bearer(token) })).statusCode,
    ).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${id}/photo`, headers: bearer(token) });
      expect(response.statusCode).toBe(400);
    }
  });
});
