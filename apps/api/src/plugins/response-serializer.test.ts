import { ZCourseListResponse, ZCourseResponse, ZCourseSelectionResponse } from '@iiidem/shared/courses/api';
import { ZPhotoList, ZVideoList } from '@iiidem/shared/gallery/api';
import { ZPressNewsPage } from '@iiidem/shared/news/api';
import { ZCountryListResponse, ZStateListResponse } from '@iiidem/shared/nominations/api';
import { ZTrainingDetailResponse, ZTrainingListResponse } from '@iiidem/shared/trainings/api';
import { ZVacancyList } from '@iiidem/shared/vacancies/api';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from '../../test/build-test-app';
import { ensureReferenceData } from '../db/seed/reference-data';
import { seedDemoContentIfEmpty } from '../db/seed/seed';
import { ZApiErrorBody } from '../lib/api-error-schema';
import { responseSerializerCompiler, schemaSerializerCompiler } from './response-serializer';

const ctx = useTestApp();

function serializerFor(schema: z.ZodType) {
  return schemaSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (
    data: unknown,
  ) => string;
}

describe('the production response serializer', () => {
  it('is the checking zod serializer in development and tests, and the schema serializer in production', () => {
    expect(responseSerializerCompiler('test')).toBe(validatingSerializerCompiler);
    expect(responseSerializerCompiler('development')).toBe(validatingSerializerCompiler);
    expect(responseSerializerCompiler('production')).toBe(schemaSerializerCompiler);
  });

  it('writes every public answer of the demo content byte for byte as the checking serializer does', async () => {
    await ensureReferenceData(ctx.database.db);
    await seedDemoContentIfEmpty(ctx.database, { files: ctx.app.files });
    const firstCourse = (await ctx.app.inject('/api/courses?limit=1')).json().data.course[0].id;
    const firstTraining = (await ctx.app.inject('/api/trainings')).json().data.training[0].id;
    const reads: [string, z.ZodType][] = [
      ['/api/courses', ZCourseListResponse],
      ['/api/courses?program_type_id=2&page=1&limit=3', ZCourseListResponse],
      ['/api/courses/ongoing', ZCourseSelectionResponse],
      ['/api/courses/upcoming', ZCourseSelectionResponse],
      [`/api/courses/${firstCourse}`, ZCourseResponse],
      ['/api/press-news?category_id=1', ZPressNewsPage],
      ['/api/press-news?category_id=3&page=2&limit=2', ZPressNewsPage],
      ['/api/photos?category_id=1', ZPhotoList],
      ['/api/photos?category_id=2', ZPhotoList],
      ['/api/videos?category_id=1', ZVideoList],
      ['/api/vacancies', ZVacancyList],
      ['/api/trainings', ZTrainingListResponse],
      [`/api/trainings/${firstTraining}`, ZTrainingDetailResponse],
      ['/api/countries', ZCountryListResponse],
      ['/api/states', ZStateListResponse],
      ['/api/courses/999999', ZApiErrorBody],
      ['/api/courses?page=x', ZApiErrorBody],
    ];
    for (const [url, schema] of reads) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(serializerFor(schema)(response.json()), url).toBe(response.body);
    }
  });

  it('leaves out a property the schema does not list, as the zod check does', () => {
    const body = { success: true, data: [{ ST_CODE: 'S01', ST_NAME: 'Andhra Pradesh', password_hash: 'secret' }] };
    expect(serializerFor(ZStateListResponse)(body)).toBe(
      '{"success":true,"data":[{"ST_CODE":"S01","ST_NAME":"Andhra Pradesh"}]}',
    );
  });

  it('does not check the answer again: a wrong type is written as the schema says instead of refused', () => {
    const body = { success: true, data: [{ ST_CODE: 7, ST_NAME: 'Goa' }] };
    expect(serializerFor(ZStateListResponse)(body)).toBe('{"success":true,"data":[{"ST_CODE":"7","ST_NAME":"Goa"}]}');
    const checking = validatingSerializerCompiler({
      schema: ZStateListResponse,
      method: 'GET',
      url: '/test',
      httpStatus: '200',
    }) as (data: unknown) => string;
    expect(() => checking(body)).toThrow();
  });
});
