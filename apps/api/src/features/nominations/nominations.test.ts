import { PROGRAM_TYPE } from '@iiidem/shared/constants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import {
  domesticFields,
  htmlRenamedJpg,
  insertCourse,
  internationalFields,
  multipart,
  oversizedJpg,
  privateFilesIn,
  sampleImage,
} from '../../../test/support/nominations';
import {
  applicationDomesticDetails,
  applicationInternationalDetails,
  applications,
  nominationDrafts,
} from '../../db/schema/applications';
import { mailOutbox } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });

let domestic: SignedInUser;
let faculty: SignedInUser;
let international: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  const db = ctx.database.db;
  await ensureReferenceData(db);
  domestic = await signInAs(ctx.app, db, { user_type: 2 });
  faculty = await signInAs(ctx.app, db, { user_type: 3 });
  international = await signInAs(ctx.app, db, { user_type: 4, mobile_no: '2348012345678' });
  staff = await signInAs(ctx.app, db, { user_type: 2, role: 'staff' });
});

function submit(
  form: 'domestic' | 'international',
  user: SignedInUser | undefined,
  body: ReturnType<typeof multipart>,
  extraHeaders: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/nominations/${form}`,
    headers: { ...body.headers, ...(user ? user.headers : {}), ...extraHeaders },
    payload: body.payload,
  });
}

async function applicationsFor(userId: number) {
  return ctx.database.db.select().from(applications).where(eq(applications.user_id, userId));
}

describe('POST /api/nominations/domestic', () => {
  it('stores the nomination at status 1 with its re-encoded photo, the profile values and an acknowledgement mail', async () => {
    const db = ctx.database.db;
    const course = await insertCourse(db, { hostel: 'Yes' });
    const photo = await sampleImage('jpg');
    const before = await privateFilesIn(ctx.app.files);
    const response = await submit(
      'domestic',
      domestic,
      multipart(domesticFields(course.id, { first_name: 'Changed', hostel_facility: 'Yes' }), { photo }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Form submitted successfully',
      data: { application_status: 1 },
    });

    const [row] = await applicationsFor(domestic.id);
    expect(row).toMatchObject({ id: body.data.id, course_id: course.id, form: 'domestic', application_status: 1 });
    const [details] = await db
      .select()
      .from(applicationDomesticDetails)
      .where(eq(applicationDomesticDetails.application_id, body.data.id));
    // Read-only fields come from the profile, whatever the form sent.
    expect(details).toMatchObject({
      first_name: 'Asha',
      last_name: 'Verma',
      email_id: domestic.email,
      mobile_no: '9876543210',
      state_ut_name: 'S10',
      dob: '1990-02-15',
      hostel_facility: 'Yes',
      middle_name: null,
      previous_attend_any_program: 'No',
    });
    expect(details?.photo).toMatch(new RegExp(`^nominations/u${domestic.id}/[0-9a-f]{32}\\.jpg$`));

    const added = (await privateFilesIn(ctx.app.files)).filter((file) => !before.includes(file));
    expect(added).toEqual([details?.photo]);
    const stored = await ctx.app.inject({ url: `/api/private-files/${details?.photo}`, headers: domestic.headers });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('SECRET-EXIF-MARKER'))).toBe(false);

    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, domestic.email));
    const acknowledgement = mails.find((mail) => mail.subject === `Application received: ${course.course_name}`);
    expect(acknowledgement?.text_body).toContain(
      `application (number IIIDEM/${new Date().getFullYear()}/${String(body.data.id).padStart(6, '0')}) has been received`,
    );
  });

  it('accepts a faculty account (user type 3) and a nomination without a photo', async () => {
    const course = await insertCourse(ctx.database.db);
    const response = await submit('domestic', faculty, multipart(domesticFields(course.id)));
    expect(response.statusCode).toBe(201);
  });

  it('stores an address and a designation with their punctuation exactly as typed (issue 16)', async () => {
    const course = await insertCourse(ctx.database.db);
    const office_address = "Collector's Office, Room 4 (2nd floor);\nGate #3 & Annexe";
    const designation = 'Tahsildar (acting), Ward #4';
    const response = await submit(
      'domestic',
      faculty,
      multipart(domesticFields(course.id, { office_address, designation })),
    );
    expect(response.statusCode).toBe(201);
    const [details] = await ctx.database.db
      .select()
      .from(applicationDomesticDetails)
      .where(eq(applicationDomesticDetails.application_id, response.json().data.id));
    expect(details).toMatchObject({ office_address, designation });
  });

  it('forces the hostel answer to No when the course has no hostel facility', async () => {
    const db = ctx.database.db;
    const course = await insertCourse(db, { hostel: 'No' });
    const response = await submit(
      'domestic',
      faculty,
      multipart(domesticFields(course.id, { hostel_facility: 'Yes' })),
    );
    expect(response.statusCode).toBe(201);
    const [details] = await db
      .select({ hostel: applicationDomesticDetails.hostel_facility })
      .from(applicationDomesticDetails)
      .where(eq(applicationDomesticDetails.application_id, response.json().data.id));
    expect(details?.hostel).toBe('No');
  });

  it('answers a second nomination for the same course with 409 and a clear message', async () => {
    const course = await insertCourse(ctx.database.db);
    expect((await submit('domestic', faculty, multipart(domesticFields(course.id)))).statusCode).toBe(201);
    const again = await submit('domestic', faculty, multipart(domesticFields(course.id)));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'You have already applied for this course.' });
  });

  it('answers a retry with the same Idempotency-Key like the first submit (200, same application)', async () => {
    const course = await insertCourse(ctx.database.db);
    const key = { 'idempotency-key': 'retry-key-0123456789' };
    const first = await submit('domestic', faculty, multipart(domesticFields(course.id)), key);
    const retry = await submit('domestic', faculty, multipart(domesticFields(course.id)), key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    const bad = await submit('domestic', faculty, multipart(domesticFields(course.id)), { 'idempotency-key': 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('creates exactly one application from 10 parallel submits', async () => {
    const course = await insertCourse(ctx.database.db);
    const photo = await sampleImage('png');
    const before = await privateFilesIn(ctx.app.files);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        submit('domestic', domestic, multipart(domesticFields(course.id), { photo }), {
          'idempotency-key': `parallel-${index}-abcdefgh`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const rows = (await applicationsFor(domestic.id)).filter((row) => row.course_id === course.id);
    expect(rows).toHaveLength(1);
    // Only the winner's photo was written.
    const added = (await privateFilesIn(ctx.app.files)).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
  });

  it('creates one application from 10 parallel submits of one double-clicked form (same key)', async () => {
    const course = await insertCourse(ctx.database.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        submit('domestic', domestic, multipart(domesticFields(course.id)), { 'idempotency-key': 'double-click-key-1' }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 201)).toBe(true);
    expect(new Set(responses.map((response) => response.json().data.id)).size).toBe(1);
    expect((await applicationsFor(domestic.id)).filter((row) => row.course_id === course.id)).toHaveLength(1);
  });

  it('reports missing required fields and bad values under their names, storing nothing', async () => {
    const course = await insertCourse(ctx.database.db);
    const response = await submit(
      'domestic',
      faculty,
      multipart({
        course_id: String(course.id),
        mobile_no: '12345',
        dob: '2015-01-01',
        previous_program_date: '2098-01-01',
        current_work_place: 'w'.repeat(101),
      }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    const errors = Object.fromEntries(
      body.errors.map((error: { path: string; msg: string }) => [error.path, error.msg]),
    );
    expect(errors).toMatchObject({
      title: 'Please select a title',
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      gender: 'Please select a gender',
      dob: 'Date of birth should be equal to or greater than 18 years.',
      mobile_no: 'Mobile number must be exactly 10 digits.',
      email_id: 'Email is required.',
      state_ut_name: 'Please select a state or union territory.',
      previous_program_date: 'The date cannot be later than today.',
      current_work_place: 'Input fields must not exceed 100 characters.',
    });
    expect((await applicationsFor(faculty.id)).filter((row) => row.course_id === course.id)).toHaveLength(0);
  });

  it('refuses unknown fields (no mass assignment), repeated fields, text the sanitiser would strip and unknown states', async () => {
    const course = await insertCourse(ctx.database.db);
    const unknown = await submit(
      'domestic',
      faculty,
      multipart(domesticFields(course.id, { application_status: '2' })),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual({ path: 'application_status', msg: expect.any(String) });

    const script = await submit(
      'domestic',
      faculty,
      multipart(domesticFields(course.id, { designation: '<script>', middle_name: "D'Souza" })),
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().errors).toContainEqual({
      path: 'designation',
      msg: 'Only letters, digits, spaces, line breaks and the characters . , \' ( ) ; : # & ? ! % " @ _ / + - are allowed.',
    });
    expect(script.json().errors).toContainEqual({
      path: 'middle_name',
      msg: 'Only letters, digits, spaces and the characters @ . _ / + - are allowed.',
    });

    const state = await submit('domestic', faculty, multipart(domesticFields(course.id, { state_ut_name: 'S99' })));
    expect(state.statusCode).toBe(400);
    expect(state.json().errors).toEqual([
      { path: 'state_ut_name', msg: 'Please select a state or union territory from the list.' },
    ]);

    const body = multipart(domesticFields(course.id));
    const repeated = Buffer.concat([
      Buffer.from(
        `--${body.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="title"\r\n\r\nMr\r\n`,
      ),
      body.payload,
    ]);
    const twice = await submit('domestic', faculty, { payload: repeated, headers: body.headers });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([{ path: 'title', msg: 'This field was sent more than once.' }]);
  });

  it('judges images by their content: HTML renamed .jpg -> 400 with the spec text, nothing stored', async () => {
    const course = await insertCourse(ctx.database.db);
    const before = await privateFilesIn(ctx.app.files);
    const response = await submit(
      'domestic',
      faculty,
      multipart(domesticFields(course.id), { photo: htmlRenamedJpg() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'photo', msg: 'File format should be JPG or PNG' }]);
    const gif = await submit(
      'domestic',
      faculty,
      multipart(domesticFields(course.id), {
        photo: { filename: 'a.png', contentType: 'image/png', data: Buffer.from('GIF89a\x01\x00\x01\x00') },
      }),
    );
    expect(gif.statusCode).toBe(400);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
    const corrupt = await submit(
      'domestic',
      faculty,
      multipart(domesticFields(course.id), { photo: { filename: 'a.jpg', contentType: 'image/jpeg', data: broken } }),
    );
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().errors).toEqual([{ path: 'photo', msg: 'File format should be JPG or PNG' }]);
    expect((await applicationsFor(faculty.id)).filter((row) => row.course_id === course.id)).toHaveLength(0);
    expect(await privateFilesIn(ctx.app.files)).toEqual(before);
  });

  it('stops a file over 2 MB (2,097,152 bytes) with 413 and the spec text, leaving no file and no row', async () => {
    const course = await insertCourse(ctx.database.db);
    const before = await privateFilesIn(ctx.app.files);
    const response = await submit('domestic', faculty, multipart(domesticFields(course.id), { photo: oversizedJpg() }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'File size should be less than 2MB',
      errors: [{ path: 'photo', msg: 'File size should be less than 2MB' }],
    });
    expect(await privateFilesIn(ctx.app.files)).toEqual(before);
    expect((await applicationsFor(faculty.id)).filter((row) => row.course_id === course.id)).toHaveLength(0);
  });

  it('accepts a photo of almost 2 MB', async () => {
    const course = await insertCourse(ctx.database.db);
    const raw = await sharp({
      create: {
        width: 1100,
        height: 1100,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const data = raw.length > 2_097_152 ? await sharp(raw).resize(800).png({ compressionLevel: 0 }).toBuffer() : raw;
    expect(data.length).toBeGreaterThan(1_048_576);
    expect(data.length).toBeLessThanOrEqual(2_097_152);
    const response = await submit(
      'domestic',
      faculty,
      multipart(domesticFields(course.id), { photo: { filename: 'big.png', contentType: 'image/png', data } }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses a file under a field that takes none', async () => {
    const course = await insertCourse(ctx.database.db);
    const response = await submit(
      'domestic',
      faculty,
      multipart(domesticFields(course.id), { passport_image: await sampleImage() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'passport_image', msg: 'This field does not take a file.' }]);
  });

  it('needs a signed-in applicant of a domestic or faculty account', async () => {
    const course = await insertCourse(ctx.database.db);
    const body = () => multipart(domesticFields(course.id));
    expect((await submit('domestic', undefined, body())).statusCode).toBe(401);
    const wrongType = await submit('domestic', international, body());
    expect(wrongType.statusCode).toBe(403);
    expect(wrongType.json().message).toBe(
      'The domestic nomination form is for domestic and faculty applicants. Please use the international nomination form.',
    );
    const staffAnswer = await submit('domestic', staff, body());
    expect(staffAnswer.statusCode).toBe(403);
    expect(staffAnswer.json().message).toBe('Only applicant accounts can submit a nomination.');
  });

  it('refuses a closed course (409), an unknown course (404) and a bad course id (400)', async () => {
    const closed = await insertCourse(ctx.database.db, { open: false });
    const closedAnswer = await submit('domestic', faculty, multipart(domesticFields(closed.id)));
    expect(closedAnswer.statusCode).toBe(409);
    expect(closedAnswer.json().message).toBe('Applications for this course are closed.');
    const unknown = await submit('domestic', faculty, multipart(domesticFields(999_999)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This course does not exist.');
    const bad = await submit('domestic', faculty, multipart(domesticFields(1, { course_id: 'abc' })));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('course_id');
  });

  it('answers 415 to a JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/nominations/domestic',
      headers: faculty.headers,
      payload: { course_id: 1 },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /api/nominations/international', () => {
  it('stores the nomination with photo and passport image, country values as the spec sends them', async () => {
    const db = ctx.database.db;
    const course = await insertCourse(db, { hostel: 'No', programTypeId: PROGRAM_TYPE.international });
    const response = await submit(
      'international',
      international,
      multipart(
        internationalFields(course.id, {
          hostel_facility: 'Yes',
          country: 'INDIA',
          year: '2019',
          duration_days: '14',
          whatsapp: '2348012345678',
        }),
        { photo: await sampleImage('jpg'), passport_image: await sampleImage('png') },
      ),
    );
    expect(response.statusCode).toBe(201);
    const [details] = await db
      .select()
      .from(applicationInternationalDetails)
      .where(eq(applicationInternationalDetails.application_id, response.json().data.id));
    expect(details).toMatchObject({
      nominating_country: 156,
      birth_country: 156,
      nationality: 'NIGERIA',
      country_code: 'NG',
      country: 'INDIA',
      year: '2019',
      primary_email: international.email,
      mobile: '2348012345678',
      blood_group: 'O+',
      hostel_facility: 'No',
    });
    expect(details?.photo).toMatch(/\.jpg$/);
    expect(details?.passport_image).toMatch(/\.png$/);
  });

  it('requires the asterisked fields and checks countries against the list', async () => {
    const course = await insertCourse(ctx.database.db, { programTypeId: PROGRAM_TYPE.international });
    const missing = await submit('international', international, multipart({ course_id: String(course.id) }));
    expect(missing.statusCode).toBe(400);
    const paths = missing.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'first_name',
        'last_name',
        'gender',
        'birth_country',
        'nationality',
        'marital_status',
        'primary_email',
        'country_code',
        'mobile',
        'blood_group',
      ]),
    );
    const unknown = await submit(
      'international',
      international,
      multipart(
        internationalFields(course.id, { birth_country: '99999', nationality: 'ATLANTIS', country_code: 'QQ' }),
      ),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'birth_country', msg: 'Please select a country from the list.' },
      { path: 'nationality', msg: 'Please select a country from the list.' },
      { path: 'country_code', msg: 'Please select a country from the list.' },
    ]);
  });

  it('is for international applicants only (user type 4)', async () => {
    const course = await insertCourse(ctx.database.db);
    const response = await submit('international', domestic, multipart(internationalFields(course.id)));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'The international nomination form is for international applicants. Please use the domestic nomination form.',
    );
  });
});

describe('GET /api/private-files/...', () => {
  it("gives another user's file a 404, staff a 200, and a visitor without a token a 401", async () => {
    const db = ctx.database.db;
    const course = await insertCourse(db);
    const response = await submit(
      'domestic',
      faculty,
      multipart(domesticFields(course.id), { photo: await sampleImage() }),
    );
    const [details] = await db
      .select({ photo: applicationDomesticDetails.photo })
      .from(applicationDomesticDetails)
      .where(eq(applicationDomesticDetails.application_id, response.json().data.id));
    const url = `/api/private-files/${details?.photo}`;
    expect((await ctx.app.inject({ url, headers: faculty.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url, headers: domestic.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url, headers: staff.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/private-files/nominations/u1/../../etc', headers: faculty.headers }))
        .statusCode,
    ).toBe(404);
    const badName = await ctx.app.inject({ url: '/api/private-files/nominations/u1/x.jpg', headers: faculty.headers });
    expect(badName.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      url: `/api/private-files/nominations/u${faculty.id}/${'0'.repeat(32)}.jpg`,
      headers: faculty.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('nomination drafts', () => {
  it('keeps, restores and drops a draft per applicant and course', async () => {
    const course = await insertCourse(ctx.database.db);
    const url = `/api/nominations/drafts/${course.id}`;
    const empty = await ctx.app.inject({ url, headers: domestic.headers });
    expect(empty.json()).toEqual({ success: true, data: null });

    const saved = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: domestic.headers,
      payload: { form: 'domestic', data: { designation: 'Tahsildar', office_address: 'Collectorate' } },
    });
    expect(saved.statusCode).toBe(200);
    const restored = await ctx.app.inject({ url, headers: domestic.headers });
    expect(restored.json().data).toMatchObject({
      form: 'domestic',
      data: { designation: 'Tahsildar', office_address: 'Collectorate' },
    });

    // Another applicant sees only their own (none).
    expect((await ctx.app.inject({ url, headers: faculty.headers })).json().data).toBeNull();

    const dropped = await ctx.app.inject({ method: 'DELETE', url, headers: domestic.headers });
    expect(dropped.json()).toEqual({ success: true, message: 'Draft deleted' });
    expect((await ctx.app.inject({ url, headers: domestic.headers })).json().data).toBeNull();
  });

  it('is dropped by a successful submit', async () => {
    const db = ctx.database.db;
    const course = await insertCourse(db);
    const url = `/api/nominations/drafts/${course.id}`;
    await ctx.app.inject({
      method: 'PUT',
      url,
      headers: faculty.headers,
      payload: { form: 'domestic', data: { designation: 'X' } },
    });
    expect((await submit('domestic', faculty, multipart(domesticFields(course.id)))).statusCode).toBe(201);
    const rows = await db.select().from(nominationDrafts).where(eq(nominationDrafts.course_id, course.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses unknown fields, over-long values, the wrong form, unknown courses, bad ids and visitors', async () => {
    const course = await insertCourse(ctx.database.db);
    const url = `/api/nominations/drafts/${course.id}`;
    const put = (headers: Record<string, string>, payload: unknown, target = url) =>
      ctx.app.inject({ method: 'PUT', url: target, headers, payload: payload as object });
    const unknown = await put(domestic.headers, { form: 'domestic', data: { role: 'admin' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'data.role', msg: 'Some values are not valid.' }]);
    const long = await put(domestic.headers, { form: 'domestic', data: { designation: 'd'.repeat(101) } });
    expect(long.json().errors).toEqual([
      { path: 'data.designation', msg: 'Input fields must not exceed 100 characters.' },
    ]);
    expect((await put(domestic.headers, { form: 'international', data: {} })).statusCode).toBe(403);
    expect((await put(domestic.headers, { form: 'domestic', data: { designation: 5 } })).statusCode).toBe(400);
    expect((await put(domestic.headers, { form: 'domestic', data: {}, extra: 1 })).statusCode).toBe(400);
    expect(
      (await put(domestic.headers, { form: 'domestic', data: {} }, '/api/nominations/drafts/999999')).statusCode,
    ).toBe(404);
    expect(
      (await put(domestic.headers, { form: 'domestic', data: {} }, '/api/nominations/drafts/abc')).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, headers: staff.headers })).statusCode).toBe(403);
  });
});
