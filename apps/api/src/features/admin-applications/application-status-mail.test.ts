import { asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { courses } from '../../db/schema/courses';
import { mailOutbox } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp({ env: { ...SIGN_IN_TEST_ENV, PUBLIC_URL: 'https://portal.example.org' } });
let staff: SignedInUser;
let applicant: SignedInUser;

beforeAll(async () => {
  const { db } = ctx.database;
  await ensureReferenceData(db);
  staff = await signInAs(ctx.app, db, { role: 'staff', first_name: 'Sunita', last_name: 'Rao' });
  applicant = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Asha', last_name: 'Verma' });
  const chosen = await ctx.app.inject({
    method: 'PUT',
    url: '/api/language',
    headers: applicant.headers,
    payload: { language: 'hi' },
  });
  expect(chosen.statusCode).toBe(200);
});

async function application(nameHi: string) {
  const course = await insertCourse(ctx.database.db, { name: 'Course on Voter Education' });
  await ctx.database.db.update(courses).set({ course_name_hi: nameHi }).where(eq(courses.id, course.id));
  return applyDomestic(ctx.app, applicant, course.id);
}

async function latestMail() {
  const rows = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, applicant.email))
    .orderBy(asc(mailOutbox.id));
  return rows.at(-1);
}

describe('the status mail in the applicant language', () => {
  it.each([
    { status: 2, label: 'स्वीकृत', note: 'कृपया अपना पहचान पत्र साथ लाएं।' },
    { status: 3, label: 'अस्वीकृत', note: undefined },
    { status: 4, label: 'प्रतीक्षा सूची में', note: undefined },
  ])('mails a change to $status in Hindi', async ({ status, label, note }) => {
    const id = await application('मतदाता शिक्षा पर पाठ्यक्रम');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/status`,
      headers: staff.headers,
      payload: { status, ...(note ? { note } : {}) },
    });
    expect(response.statusCode).toBe(200);
    const mail = await latestMail();
    expect(mail?.subject).toBe(`आपका आईआईआईडीईएम आवेदन: ${label} (मतदाता शिक्षा पर पाठ्यक्रम)`);
    expect(mail?.text_body).toContain('प्रिय Asha Verma,');
    expect(mail?.text_body).toContain(`"मतदाता शिक्षा पर पाठ्यक्रम" के लिए आपके आवेदन की स्थिति अब है: ${label}।`);
    expect(mail?.text_body).toContain(
      "आप अपने आवेदनों की स्थिति 'मेरे पाठ्यक्रम' में देख सकते हैं: https://portal.example.org/dashboard",
    );
    expect(mail?.text_body).toContain('भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान');
    if (note) expect(mail?.text_body).toContain(`संस्थान की टिप्पणी: ${note}`);
    else expect(mail?.text_body).not.toContain('संस्थान की टिप्पणी');
    expect(mail?.html_body).toContain('<html lang="hi">');
    expect(mail?.html_body).toContain(`<strong>${label}</strong>`);
  });

  it('names the course in English where staff wrote no Hindi name', async () => {
    const id = await application('');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/status`,
      headers: staff.headers,
      payload: { status: 2 },
    });
    expect((await latestMail())?.subject).toBe('आपका आईआईआईडीईएम आवेदन: स्वीकृत (Course on Voter Education)');
  });

  it('tells a waitlisted applicant promoted to approved that a place came free, in their language (issue 17)', async () => {
    const id = await application('मतदाता शिक्षा पर पाठ्यक्रम');
    const change = (status: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/applications/${id}/status`,
        headers: staff.headers,
        payload: { status },
      });
    expect((await change(4)).statusCode).toBe(200);
    expect((await change(2)).statusCode).toBe(200);
    const mail = await latestMail();
    expect(mail?.subject).toBe('आपको स्थान मिला: आपका आईआईआईडीईएम आवेदन स्वीकृत हुआ (मतदाता शिक्षा पर पाठ्यक्रम)');
    expect(mail?.text_body).toContain(
      'शुभ समाचार: "मतदाता शिक्षा पर पाठ्यक्रम" में एक स्थान उपलब्ध हुआ है। आपका आवेदन प्रतीक्षा सूची से स्वीकृत में आ गया है।',
    );
    expect(mail?.html_body).toContain('<html lang="hi">');
  });

  it('tells an English applicant of the promotion in English', async () => {
    const { db } = ctx.database;
    const english = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Ravi', last_name: 'Kumar' });
    const course = await insertCourse(db, { name: 'Course on Voter Education' });
    const id = await applyDomestic(ctx.app, english, course.id);
    for (const status of [4, 2]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/applications/${id}/status`,
        headers: staff.headers,
        payload: { status },
      });
      expect(response.statusCode).toBe(200);
    }
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, english.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toBe('A place is yours: your IIIDEM application is approved (Course on Voter Education)');
    expect(mail?.text_body).toContain(
      'Good news: a place has become available in "Course on Voter Education". Your application has moved from the waitlist to Approved.',
    );
    expect(mail?.html_body).toContain('&#34;Course on Voter Education&#34;');
  });
});
