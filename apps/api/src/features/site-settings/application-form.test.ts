import { ADMIN_MESSAGES } from '@iiidem/shared/admin/messages';
import { APPLICATION_FORM_MESSAGES } from '@iiidem/shared/site-settings';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError, publicFilesOf, useContentAdminApp } from '../../../test/support/content-admin';
import { multipart } from '../../../test/support/nominations';
import { auditLog } from '../../db/schema';
import { siteSettings } from '../../db/schema/site-content';
import { APPLICATION_FORM_KEY, ensureSiteSettings, SAMPLE_APPLICATION_FORM_HREF } from '../../db/seed/site-settings';
import { isWordDocument } from './replace-application-form';

const { ctx, users, sendForm, fileStatus } = useContentAdminApp();

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PATH = '/admin/site-settings/application-form';

beforeAll(async () => {
  await ensureSiteSettings(ctx.database.db);
});

/** The first bytes of a .docx: a ZIP entry named word/document.xml (enough for the check; padded to `size`). */
function wordFile(size = 4096): Buffer {
  const head = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from('word/document.xml'),
  ]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

const pdfFile = () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

function upload(data: Buffer, filename = 'form.docx', contentType = WORD) {
  return sendForm('POST', PATH, {}, { file: { filename, contentType, data } });
}

async function publicForm(): Promise<{ href: string; info: { type: string; size: number } | null }> {
  const response = await ctx.app.inject({ url: '/api/site-settings' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.applicationForm;
}

async function storedHref() {
  const [row] = await ctx.database.db.select().from(siteSettings).where(eq(siteSettings.key, APPLICATION_FORM_KEY));
  return (row?.value as { href: string } | undefined)?.href;
}

describe("the vacancies' application form, a site setting staff replace (issue 15)", () => {
  it('tells a Word document by its archive entry, and nothing else', () => {
    expect(isWordDocument(wordFile())).toBe(true);
    expect(isWordDocument(pdfFile())).toBe(false);
    expect(isWordDocument(Buffer.from('PK\u0003\u0004 xl/workbook.xml'))).toBe(false);
  });

  it('starts as the Word file of the site, which every page is told about', async () => {
    expect(await storedHref()).toBe(SAMPLE_APPLICATION_FORM_HREF);
    expect((await publicForm()).href).toBe('/docs/iiidem-application-form.docx');
  });

  it('lets staff replace it with a Word or PDF file: the public settings link the new file with its type and size at once, the upload before is removed, audited', async () => {
    const first = await upload(wordFile(5000));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(APPLICATION_FORM_MESSAGES.replaced);
    const firstForm = first.json().data.applicationForm;
    expect(firstForm.href).toMatch(/^\/files\/site-settings\/[0-9a-f]{32}\.docx$/);
    expect(firstForm.info).toEqual({ type: WORD, size: 5000 });
    expect(await publicForm()).toEqual(firstForm);
    const served = await ctx.app.inject({ url: firstForm.href });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(WORD);

    const second = await upload(pdfFile(), 'form.pdf', 'application/pdf');
    expect(second.statusCode, second.body).toBe(200);
    const secondForm = second.json().data.applicationForm;
    expect(secondForm.href).toMatch(/^\/files\/site-settings\/[0-9a-f]{32}\.pdf$/);
    expect(secondForm.info).toEqual({ type: 'application/pdf', size: pdfFile().length });
    expect(await publicForm()).toEqual(secondForm);
    expect(await fileStatus(firstForm.href)).toBe(404);

    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity_id, APPLICATION_FORM_KEY));
    expect(audits.map((row) => row.action)).toEqual(['site_settings.update', 'site_settings.update']);
  });

  it('refuses what is not a Word or PDF file, no file, an unexpected field or file, and too large a file: 4xx in the error shape, nothing changed', async () => {
    const before = await storedHref();
    const filesBefore = await publicFilesOf(ctx.app.files, 'site-settings');

    expectFieldError(await upload(Buffer.from('just text'), 'form.docx'), 'file', APPLICATION_FORM_MESSAGES.type);
    expectFieldError(await upload(Buffer.from('MZ\u0090\u0000'), 'form.exe', 'application/octet-stream'), 'file');
    expectFieldError(await sendForm('POST', PATH, {}), 'file', APPLICATION_FORM_MESSAGES.missing);
    const wrongField = await sendForm(
      'POST',
      PATH,
      {},
      { other: { filename: 'a.docx', contentType: WORD, data: wordFile() } },
    );
    expectFieldError(wrongField, 'other', ADMIN_MESSAGES.unexpectedFile);
    const nul = await sendForm(
      'POST',
      PATH,
      { note: 'a\u0000b' },
      { file: { filename: 'a.docx', contentType: WORD, data: wordFile() } },
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json().success).toBe(false);
    const tooLarge = await upload(wordFile(10 * 1024 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().success).toBe(false);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api${PATH}`,
      headers: users.staff.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().success).toBe(false);

    expect(await storedHref()).toBe(before);
    expect(await publicFilesOf(ctx.app.files, 'site-settings')).toEqual(filesBefore);
  });

  it('lets only staff replace it: 401 signed out, 403 for an applicant', async () => {
    const before = await storedHref();
    const body = multipart({}, { file: { filename: 'form.docx', contentType: WORD, data: wordFile() } });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api${PATH}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
    const applicant = await ctx.app.inject({
      method: 'POST',
      url: `/api${PATH}`,
      headers: { ...users.applicant.headers, ...body.headers },
      payload: body.payload,
    });
    expect(applicant.statusCode).toBe(403);
    expect(await storedHref()).toBe(before);
  });
});
