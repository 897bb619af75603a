import { expect } from 'vitest';
import type { AppInstance } from '../../src/app';
import type { SignedInUser } from '../sign-in-as';
import { domesticFields, internationalFields, multipart, sampleImage, type UploadFile } from './nominations';

/** Test-only helpers for the back-office applications API tests. */

/**
 * Applies through the real nomination submit (domestic form, with a photo unless `photo: false`, `fields` over
 * the complete form's values); answers the application id.
 */
export async function applyDomestic(
  app: AppInstance,
  user: SignedInUser,
  courseId: number,
  options: { fields?: Record<string, string>; photo?: boolean } = {},
): Promise<number> {
  const files: Record<string, UploadFile> = options.photo === false ? {} : { photo: await sampleImage('jpg') };
  const body = multipart(domesticFields(courseId, options.fields), files);
  const response = await app.inject({
    method: 'POST',
    url: '/api/nominations/domestic',
    headers: { ...body.headers, ...user.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

/** Applies through the real international submit (photo and passport image); answers the application id. */
export async function applyInternational(app: AppInstance, user: SignedInUser, courseId: number): Promise<number> {
  const body = multipart(internationalFields(courseId, { passport_no: 'A1234567' }), {
    photo: await sampleImage('jpg'),
    passport_image: await sampleImage('png'),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/nominations/international',
    headers: { ...body.headers, ...user.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

/** Every route of the feature, for the role checks. */
export function adminApplicationRoutes(id: number) {
  return [
    { method: 'GET' as const, url: '/api/admin/applications' },
    { method: 'GET' as const, url: '/api/admin/applications/export.csv' },
    { method: 'GET' as const, url: '/api/admin/applications/courses' },
    { method: 'GET' as const, url: `/api/admin/applications/${id}` },
    { method: 'POST' as const, url: `/api/admin/applications/${id}/status`, payload: { status: 2 } },
    { method: 'POST' as const, url: '/api/admin/applications/bulk-status/preview', payload: { ids: [id], status: 2 } },
    { method: 'POST' as const, url: '/api/admin/applications/bulk-status', payload: { ids: [id], status: 2 } },
  ];
}
