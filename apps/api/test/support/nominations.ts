import { randomBytes } from 'node:crypto';
import { PROGRAM_TYPE } from '@iiidem/shared/constants';
import { istCalendarDate } from '@iiidem/shared/dates';
import { emptyDomesticValues } from '@iiidem/shared/nominations/domestic';
import { emptyInternationalValues } from '@iiidem/shared/nominations/international';
import sharp from 'sharp';
import type { Database } from '../../src/db/client';
import { courses } from '../../src/db/schema/courses';
import type { FileStore } from '../../src/lib/files/file-store';

/** Test-only helpers for the nomination and applications API tests (not used by the application). */

export type UploadFile = { filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, files: Record<string, UploadFile> = {}) {
  const boundary = `----iiidem${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real JPEG (with EXIF, to show it is stripped) or PNG. */
export async function sampleImage(format: 'jpg' | 'png' = 'jpg', size = 64): Promise<UploadFile> {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 80, b: 160 } } });
  if (format === 'png') return { filename: 'photo.png', contentType: 'image/png', data: await image.png().toBuffer() };
  const data = await image
    .jpeg()
    .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER' } })
    .toBuffer();
  return { filename: 'photo.jpg', contentType: 'image/jpeg', data };
}

/** An HTML page named like a photo. */
export function htmlRenamedJpg(): UploadFile {
  return {
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    data: Buffer.from('<!doctype html><script>alert(1)</script>'),
  };
}

/** JPEG magic bytes followed by padding: 2 MiB + 1 byte. */
export function oversizedJpg(): UploadFile {
  const data = Buffer.alloc(2_097_153, 0x20);
  data.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return { filename: 'big.jpg', contentType: 'image/jpeg', data };
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A published course relative to today (IST): open (ends in 30 days) or closed (ended yesterday). */
export async function insertCourse(
  db: Database,
  options: { open?: boolean; hostel?: 'Yes' | 'No'; programTypeId?: number; name?: string } = {},
): Promise<{ id: number; course_name: string }> {
  const today = istCalendarDate(new Date());
  const open = options.open ?? true;
  const [row] = await db
    .insert(courses)
    .values({
      course_name: options.name ?? `Test course ${randomBytes(3).toString('hex')}`,
      start_from: open ? addDays(today, 10) : addDays(today, -5),
      end_to: open ? addDays(today, 30) : addDays(today, -1),
      program_type_id: options.programTypeId ?? PROGRAM_TYPE.domestic,
      course_type: 'Residential',
      location: 'IIIDEM Campus, Dwarka, New Delhi',
      program_desc: 'A course for tests.',
      course_hostel_facility: options.hostel ?? 'Yes',
    })
    .returning({ id: courses.id, course_name: courses.course_name });
  if (!row) throw new Error('course not inserted');
  return row;
}

/** A complete domestic form (the profile fields as signInAs creates them). */
export function domesticFields(courseId: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...emptyDomesticValues(),
    course_id: String(courseId),
    title: 'Ms',
    first_name: 'Asha',
    last_name: 'Verma',
    gender: 'F',
    dob: '1990-02-15',
    mobile_no: '9876543210',
    email_id: 'someone@example.org',
    current_work_place: 'Office of the Chief Electoral Officer',
    designation: 'Deputy Collector',
    state_ut_name: 'S10',
    office_address: 'Nirvachan Sadan New Delhi',
    ...overrides,
  };
}

/** A complete international form's required fields. */
export function internationalFields(courseId: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...emptyInternationalValues(),
    course_id: String(courseId),
    nominating_country: '156',
    first_name: 'Asha',
    last_name: 'Verma',
    gender: 'F',
    dob: '1985-07-01',
    birth_country: '156',
    nationality: 'NIGERIA',
    marital_status: 'Married',
    primary_email: 'someone@example.org',
    country_code: 'NG',
    mobile: '9876543210',
    blood_group: 'O+',
    reason_for_applying: 'To learn about election management',
    ...overrides,
  };
}

/** The keys of every private file in the app's file store (the folder, or the stored_files table). */
export function privateFilesIn(files: FileStore): Promise<string[]> {
  return files.list('private');
}
