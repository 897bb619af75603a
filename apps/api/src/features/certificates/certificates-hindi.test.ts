import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { setCourseHeld } from '../../../test/support/held-course';
import { insertCourse } from '../../../test/support/nominations';
import { pdfActualTexts } from '../../../test/support/pdf-text';
import { applicationDomesticDetails, applications } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { mailOutbox } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp({ env: { ...SIGN_IN_TEST_ENV, PUBLIC_URL: 'https://portal.example.org' } });
let staff: SignedInUser;

const COURSE = 'Certification Course for Returning Officers';
const COURSE_HI = 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम';

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff', first_name: 'Ravi', last_name: 'Staff' });
});

/** An approved application of an applicant who chose Hindi, named in Devanagari, to a course with a Hindi name. */
async function hindiApplication(courseNameHi = COURSE_HI) {
  const { db } = ctx.database;
  const user = await signInAs(ctx.app, db, { user_type: 2 });
  const chosen = await ctx.app.inject({
    method: 'PUT',
    url: '/api/language',
    headers: user.headers,
    payload: { language: 'hi' },
  });
  expect(chosen.statusCode).toBe(200);
  const course = await insertCourse(db, { name: COURSE });
  await db.update(courses).set({ course_name_hi: courseNameHi }).where(eq(courses.id, course.id));
  const id = await applyDomestic(ctx.app, user, course.id, { photo: false, fields: { title: 'Ms' } });
  await db
    .update(applicationDomesticDetails)
    .set({ first_name: 'अनीता', middle_name: null, last_name: 'शर्मा' })
    .where(eq(applicationDomesticDetails.application_id, id));
  await db.update(applications).set({ application_status: 2 }).where(eq(applications.id, id));
  await setCourseHeld(db, course.id);
  return { id, user };
}

function mailsTo(to: string) {
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).orderBy(asc(mailOutbox.id));
}

function post(url: string) {
  return ctx.app.inject({ method: 'POST', url, headers: staff.headers });
}

describe('completion and certificate in the applicant language', () => {
  it('mails the completion in Hindi, with the course Hindi name', async () => {
    const { id, user } = await hindiApplication();
    expect((await post(`/api/admin/applications/${id}/complete`)).statusCode).toBe(200);
    const mail = (await mailsTo(user.email)).at(-1);
    expect(mail?.subject).toBe('आपका आईआईआईडीईएम पाठ्यक्रम पूर्ण हुआ');
    expect(mail?.text_body).toContain('प्रिय Ms अनीता शर्मा,');
    expect(mail?.text_body).toContain(`संस्थान ने आपके पाठ्यक्रम "${COURSE_HI}" को पूर्ण के रूप में चिह्नित किया है।`);
    expect(mail?.text_body).toContain('आपका प्रमाणपत्र तैयार होने पर हम आपको सूचित करेंगे।');
    expect(mail?.text_body).toContain('मेरे पाठ्यक्रम खोलें: https://portal.example.org/dashboard');
    expect(mail?.html_body).toContain('<html lang="hi">');
  });

  it('draws the certificate in Hindi and mails that it is ready, then that it was updated', async () => {
    const { id, user } = await hindiApplication();
    await post(`/api/admin/applications/${id}/complete`);
    const generated = await post(`/api/admin/applications/${id}/certificate/generate`);
    expect(generated.statusCode).toBe(200);
    const { certificate } = generated.json().data;

    const ready = (await mailsTo(user.email)).at(-1);
    expect(ready?.subject).toBe('आपका आईआईआईडीईएम प्रमाणपत्र तैयार है');
    expect(ready?.text_body).toContain(
      `"${COURSE_HI}" के लिए आपका प्रमाणपत्र तैयार है (संख्या ${certificate.certificate_number})।`,
    );
    expect(ready?.text_body).toContain(
      "आईआईआईडीईएम पोर्टल पर लॉग इन करें और इसे 'मेरे पाठ्यक्रम' में 'पूर्ण' के अंतर्गत पीडीएफ या छवि के रूप में खोलें।",
    );

    const pdf = await ctx.app.inject({ url: certificate.pdf, headers: staff.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(pdfActualTexts(pdf.rawPayload)).toEqual(
      expect.arrayContaining([
        'सहभागिता प्रमाणपत्र',
        'Ms अनीता शर्मा',
        COURSE_HI,
        `प्रमाणपत्र संख्या ${certificate.certificate_number}`,
      ]),
    );

    expect((await post(`/api/admin/applications/${id}/certificate/generate`)).statusCode).toBe(200);
    const updated = (await mailsTo(user.email)).at(-1);
    expect(updated?.subject).toBe('आपका आईआईआईडीईएम प्रमाणपत्र अद्यतन किया गया');
    expect(updated?.text_body).toContain(
      `"${COURSE_HI}" का प्रमाणपत्र (संख्या ${certificate.certificate_number}) अद्यतन किया गया।`,
    );
  });

  it('falls back to the English course name where staff wrote no Hindi one', async () => {
    const { id, user } = await hindiApplication('');
    await post(`/api/admin/applications/${id}/complete`);
    const generated = await post(`/api/admin/applications/${id}/certificate/generate`);
    const pdf = await ctx.app.inject({ url: generated.json().data.certificate.pdf, headers: staff.headers });
    expect(pdfActualTexts(pdf.rawPayload)).toContain('सहभागिता प्रमाणपत्र');
    // The English name is Latin-1: drawn with the standard font, so no ActualText of its own.
    expect(pdf.rawPayload.toString('latin1')).toContain('/BaseFont /Helvetica-Bold');
    const ready = (await mailsTo(user.email)).at(-1);
    expect(ready?.text_body).toContain(`"${COURSE}" के लिए आपका प्रमाणपत्र तैयार है`);
  });
});
