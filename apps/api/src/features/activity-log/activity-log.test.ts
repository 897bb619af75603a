import { ACTIVITY_MESSAGES, ACTIVITY_PAGE_SIZE, type TActivityEntry } from '@iiidem/shared/admin/activity';
import type { TAdminPage } from '@iiidem/shared/admin/pages';
import { formatApplicationNumber } from '@iiidem/shared/nominations/application-number';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { applications } from '../../db/schema/applications';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { ensureSitePages } from '../../db/seed/site-pages';
import { recordAudit } from '../../lib/audit-log';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let admin: SignedInUser;
let staff: SignedInUser;
let applicant: SignedInUser;

beforeAll(async () => {
  const db = ctx.database.db;
  await ensureReferenceData(db);
  await ensureSitePages(db, new Date('2026-11-01T10:00:00Z'));
  admin = await signInAs(ctx.app, db, { role: 'admin', first_name: 'Meera', last_name: 'Iyer' });
  staff = await signInAs(ctx.app, db, { role: 'staff', first_name: 'Sunita', last_name: 'Rao' });
  applicant = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Asha', last_name: 'Verma' });
});

function get(query: string, user: SignedInUser | null = admin) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/admin/activity${query}`,
    ...(user ? { headers: user.headers } : {}),
  });
}

async function entries(query: string): Promise<{ items: TActivityEntry[]; next_before: number | null }> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

function validCourse(overrides: Record<string, unknown> = {}) {
  return {
    course_name: 'Course on Electoral Rolls',
    start_from: '2099-03-01',
    end_to: '2099-03-05',
    held_from: '2099-03-16',
    held_to: '2099-03-20',
    duration: '5 Days',
    course_type: 'Residential',
    location: 'IIIDEM Campus, Dwarka, New Delhi',
    program_type_id: 1,
    program_desc: 'A course.',
    faculty_desc: 'Faculty.',
    vip_speaker: 'No',
    vip_speaker_desc: '',
    resource_material: '',
    evaluation_descp: '',
    course_hostel_facility: 'No',
    published: true,
    ...overrides,
  };
}

function staffSends(method: 'POST' | 'PUT', url: string, payload: object) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: staff.headers, payload });
}

describe('GET /api/admin/activity', () => {
  it('describes a course edit and a status change in words, with who, when and old and new values', async () => {
    const created = await staffSends('POST', '/admin/courses', validCourse());
    expect(created.statusCode, created.body).toBe(201);
    const courseId: number = created.json().data.id;
    const edited = await staffSends(
      'PUT',
      `/admin/courses/${courseId}`,
      validCourse({ course_name: 'Course on Voter Rolls', held_from: '2099-03-17' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);

    const course = await insertCourse(ctx.database.db, { name: 'Course on Voter Education' });
    const applicationId = await applyDomestic(ctx.app, applicant, course.id);
    const changed = await staffSends('POST', `/admin/applications/${applicationId}/status`, { status: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    const [submitted] = await ctx.database.db
      .select({ at: applications.created_at })
      .from(applications)
      .where(eq(applications.id, applicationId));
    const number = formatApplicationNumber(applicationId, submitted?.at ?? new Date());

    const { items } = await entries(`?actor=${staff.id}`);
    const status = items.find((item) => item.kind === 'application');
    expect(status).toMatchObject({
      actor: { id: staff.id, name: 'Sunita Rao', email: staff.email },
      summary: `Changed the status of application ${number} from Received to Approved`,
    });
    expect(Date.parse(status?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const edit = items.find((item) => item.kind === 'course' && item.summary.startsWith('Edited'));
    expect(edit?.summary).toBe("Edited course 'Course on Voter Rolls'");
    expect(edit?.changes).toEqual([
      { label: 'Title', from: 'Course on Electoral Rolls', to: 'Course on Voter Rolls' },
      { label: 'Held from', from: '16-03-2099', to: '17-03-2099' },
    ]);
    const add = items.find((item) => item.kind === 'course' && item.summary.startsWith('Added'));
    expect(add?.summary).toBe("Added course 'Course on Electoral Rolls'");
    expect(add?.changes).toEqual(expect.arrayContaining([{ label: 'Apply from', from: '', to: '01-03-2099' }]));
    // Newest first.
    expect(items.indexOf(status as TActivityEntry)).toBeLessThan(items.indexOf(edit as TActivityEntry));
  });

  it('describes the other kinds in words, never JSON', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const by = admin.id;
    await recordAudit(
      db,
      {
        actorUserId: by,
        action: 'press_news.create',
        entity: 'press_news',
        entityId: 7,
        to: { title: 'Tender notice', published: false },
      },
      now,
    );
    await recordAudit(
      db,
      {
        actorUserId: by,
        action: 'staff.deactivate',
        entity: 'user',
        entityId: staff.id,
        from: { active: true },
        to: { active: false },
      },
      now,
    );
    await recordAudit(
      db,
      {
        actorUserId: by,
        action: 'site_page.save_draft',
        entity: 'site_page',
        entityId: 999_999,
        from: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Old words' }] }] },
        to: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'New words' }] }] },
      },
      now,
    );
    await recordAudit(
      db,
      {
        actorUserId: by,
        action: 'photo.tilt',
        entity: 'photo',
        entityId: 9,
        from: { angleDegrees: 0 },
        to: { angleDegrees: 90 },
      },
      now,
    );
    await recordAudit(
      db,
      {
        actorUserId: by,
        action: 'site_settings.update',
        entity: 'site_settings',
        entityId: 1,
        from: { programsCount: '1700+' },
        to: { programsCount: '1750+' },
      },
      now,
    );

    // An entry whose values do not name the record: the record's name today.
    const named = await insertCourse(db, { name: 'Course named by its record' });
    await recordAudit(
      db,
      {
        actorUserId: by,
        action: 'course.publish',
        entity: 'course',
        entityId: named.id,
        from: { published: false },
        to: { published: true },
      },
      now,
    );

    const { items } = await entries(`?actor=${admin.id}`);
    const summaries = items.map((item) => item.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        "Added news item 'Tender notice'",
        'Deactivated the staff account of Sunita Rao',
        'Saved a draft of page 999999',
        "Published course 'Course named by its record'",
        'photo tilt on photo 9',
        'Edited the site settings',
      ]),
    );
    const draft = items.find((item) => item.kind === 'site_page');
    expect(draft?.changes).toEqual([{ label: 'Content', from: 'Old words', to: 'New words' }]);
    expect(items.find((item) => item.kind === 'photo')?.changes).toEqual([
      { label: 'Angle degrees', from: '0', to: '90' },
    ]);
    expect(items.find((item) => item.kind === 'user')?.changes).toEqual([{ label: 'Active', from: 'Yes', to: 'No' }]);
    expect(items.find((item) => item.kind === 'site_settings')?.changes).toEqual([
      { label: 'Programs count', from: '1700+', to: '1750+' },
    ]);
    for (const change of items.flatMap((item) => item.changes)) {
      expect(`${change.from} ${change.to}`).not.toMatch(/[{}"[\]]/);
    }
  });

  it('says what a page publication changed: the content before and after', async () => {
    const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
    const list = (await send('GET', '/admin/pages')).json().data.items as { id: number; slug: string }[];
    const page = list.find((item) => item.slug === 'about-us');
    expect(page).toBeDefined();
    const view = (await send('GET', `/admin/pages/${page?.id}`)).json().data as TAdminPage;
    const document = structuredClone(view.draft);
    const tabs = document.blocks[0];
    if (tabs?.type !== 'sections') throw new Error('about-us starts with its tabs');
    const first = tabs.items[0];
    if (!first) throw new Error('about-us has a first tab');
    first.blocks = [{ type: 'text', body: { en: 'Published words for the log.', hi: 'लॉग के लिए शब्द।' } }];
    const saved = await send('PUT', `/admin/pages/${page?.id}/draft`, { document, version: view.draftVersion });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await send('POST', `/admin/pages/${page?.id}/publish`, {
      version: saved.json().data.draftVersion,
    });
    expect(published.statusCode, published.body).toBe(200);

    const { items } = await entries(`?actor=${admin.id}&kind=site_page`);
    const entry = items.find((item) => item.summary === "Published page 'about-us'");
    const content = entry?.changes.find((change) => change.label === 'Content');
    expect(content?.to).toContain('Published words for the log. लॉग के लिए शब्द।');
    expect(content?.from).not.toContain('Published words for the log.');
    expect(content?.from.length).toBeGreaterThan(0);
  });

  it('filters by person, kind and IST dates (both days included)', async () => {
    const db = ctx.database.db;
    const person = await signInAs(ctx.app, db, { role: 'staff', first_name: 'Dated', last_name: 'Filter' });
    // 2030-01-10 00:10 IST is 2030-01-09 18:40 UTC: it belongs to the 10th in India.
    await recordAudit(
      db,
      { actorUserId: person.id, action: 'vacancy.delete', entity: 'vacancy', entityId: 1, from: { title: 'Early' } },
      new Date('2030-01-09T18:40:00Z'),
    );
    await recordAudit(
      db,
      { actorUserId: person.id, action: 'vacancy.delete', entity: 'vacancy', entityId: 2, from: { title: 'Late' } },
      new Date('2030-01-11T18:29:00Z'),
    );
    await recordAudit(
      db,
      {
        actorUserId: person.id,
        action: 'feedback.answered',
        entity: 'feedback',
        entityId: 4,
        from: { answered: false },
        to: { answered: true },
      },
      new Date('2030-01-12T06:00:00Z'),
    );

    const all = await entries(`?actor=${person.id}`);
    expect(all.items.map((item) => item.summary)).toEqual([
      'Marked feedback 4 as answered',
      "Deleted vacancy 'Late'",
      "Deleted vacancy 'Early'",
    ]);
    expect(all.items.every((item) => item.actor?.id === person.id)).toBe(true);
    const vacancies = await entries(`?actor=${person.id}&kind=vacancy`);
    expect(vacancies.items.map((item) => item.kind)).toEqual(['vacancy', 'vacancy']);
    const tenth = await entries(`?actor=${person.id}&from=2030-01-10&to=2030-01-10`);
    expect(tenth.items.map((item) => item.summary)).toEqual(["Deleted vacancy 'Early'"]);
    expect(tenth.items[0]?.at).toBe('2030-01-09T18:40:00.000Z');
    const range = await entries(`?actor=${person.id}&from=2030-01-11&to=2030-01-12`);
    expect(range.items).toHaveLength(2);
    const people = (await get('')).json().data.people;
    expect(people).toEqual(expect.arrayContaining([{ id: person.id, name: 'Dated Filter', email: person.email }]));
    expect(people.map((entry: { id: number }) => entry.id)).not.toContain(applicant.id);
  });

  it('pages with a keyset cursor: no entry twice, none left out', async () => {
    const db = ctx.database.db;
    const person = await signInAs(ctx.app, db, { role: 'staff', first_name: 'Paged', last_name: 'Person' });
    const total = ACTIVITY_PAGE_SIZE + 3;
    for (let i = 1; i <= total; i += 1) {
      await recordAudit(
        db,
        {
          actorUserId: person.id,
          action: 'video.update',
          entity: 'video',
          entityId: i,
          from: { title: `V${i}` },
          to: { title: `W${i}` },
        },
        new Date(),
      );
    }
    const first = await entries(`?actor=${person.id}`);
    expect(first.items).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(first.next_before).toBe(first.items.at(-1)?.id);
    const second = await entries(`?actor=${person.id}&before=${first.next_before}`);
    expect(second.items).toHaveLength(3);
    expect(second.next_before).toBeNull();
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(total);
    expect(second.items.at(-1)?.summary).toBe("Edited video 'W1'");
  });

  it('is for admins only: no session 401, applicants and staff 403', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    for (const user of [applicant, staff]) {
      const response = await get('', user);
      expect(response.statusCode).toBe(403);
      expect(response.json().success).toBe(false);
    }
  });

  it('answers bad filters with a clear 400 in the one error shape', async () => {
    const cases: [string, string | undefined][] = [
      ['?kind=nope', ACTIVITY_MESSAGES.badKind],
      ['?kind=course%00', undefined],
      ['?from=2026-02-30', ACTIVITY_MESSAGES.badDate],
      ['?to=24-11-2026', ACTIVITY_MESSAGES.badDate],
      ['?from=2026-05-02&to=2026-05-01', ACTIVITY_MESSAGES.badRange],
      ['?actor=abc', undefined],
      ['?actor=0', undefined],
      ['?before=99999999999', undefined],
      ['?before=1&before=2', undefined],
      ['?colour=red', undefined],
      [`?from=${'9'.repeat(5000)}`, ACTIVITY_MESSAGES.badDate],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.success, query).toBe(false);
      expect(typeof body.message, query).toBe('string');
      if (message) expect(JSON.stringify(body), query).toContain(JSON.stringify(message).slice(1, -1));
    }
    // An unknown person is no error: nothing they did.
    expect((await entries('?actor=2147483647')).items).toEqual([]);
  });
});
