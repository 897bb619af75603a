import { MAX_PAGE_SIZE } from '@iiidem/shared/limits';
import { API_ERRORS } from '@iiidem/shared/messages';
import { ZTrainingDetailResponse } from '@iiidem/shared/trainings/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { trainingDocumentFiles, trainingDocumentSessions, trainings } from '../../db/schema/trainings';

const ctx = useTestApp();

const ESCAPED_EMBED = 'https://www.youtube-nocookie.com/embed/DM002s1vid0?rel=0&amp;modestbranding=1';
const ids = { withSessions: 0, withoutSessions: 0, sessionOne: 0, sessionTwo: 0 };

beforeAll(async () => {
  const { db } = ctx.database;
  // Inserted out of code order, to show the list is ordered by code.
  const inserted = await db
    .insert(trainings)
    .values([
      { training_name: 'Training on Counting of Votes', training_code: 'DM-009', overview: 'Counting procedures.' },
      {
        training_name: 'Training of Trainers on Electoral Rolls',
        training_name_hi: 'निर्वाचक नामावली पर प्रशिक्षकों का प्रशिक्षण',
        training_code: 'DM-002',
        overview: 'Roll work.',
        overview_hi: 'नामावली का कार्य।',
      },
      { training_name: 'Certification Programme for Returning Officers', training_code: 'DM-001', overview: null },
    ])
    .returning({ id: trainings.id, code: trainings.training_code });
  const idOf = (code: string) => inserted.find((row) => row.code === code)!.id;
  ids.withSessions = idOf('DM-002');
  ids.withoutSessions = idOf('DM-001');

  // Session 2 is inserted first but sorts second.
  const sessions = await db
    .insert(trainingDocumentSessions)
    .values([
      { training_id: ids.withSessions, session_name: 'Session 2: Practice', session_desc: null, sort_order: 2 },
      {
        training_id: ids.withSessions,
        session_name: 'Session 1: Law',
        session_name_hi: 'सत्र 1: विधि',
        session_desc: 'The legal frame.',
        session_desc_hi: 'विधिक ढांचा।',
        sort_order: 1,
      },
      {
        training_id: idOf('DM-009'),
        session_name: 'Session 1: Counting',
        session_desc: 'Counting day.',
        sort_order: 1,
      },
    ])
    .returning({ id: trainingDocumentSessions.id, name: trainingDocumentSessions.session_name });
  ids.sessionOne = sessions.find((s) => s.name === 'Session 1: Law')!.id;
  ids.sessionTwo = sessions.find((s) => s.name === 'Session 2: Practice')!.id;

  await db.insert(trainingDocumentFiles).values([
    { session_id: ids.sessionOne, file_type: 'VIDEO', file_title_name: 'Lecture', video: ESCAPED_EMBED, sort_order: 3 },
    {
      session_id: ids.sessionOne,
      file_type: 'PDF',
      file_title_name: 'Reading',
      file_title_name_hi: 'पठन',
      pdf: '/files/t/r.pdf',
      sort_order: 1,
    },
    { session_id: ids.sessionOne, file_type: 'IMG', file_title_name: 'Photo', image: '/files/t/p.jpg', sort_order: 2 },
    {
      session_id: ids.sessionOne,
      file_type: 'URL',
      file_title_name: 'Watch online',
      video_url: 'https://www.youtube.com/watch?v=abcdefghijk',
      sort_order: 4,
    },
  ]);
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('GET /api/trainings', () => {
  it('lists the domestic trainings (id, name, code) ordered by code', async () => {
    const response = await get('/api/trainings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        training: [
          {
            id: ids.withoutSessions,
            training_name: 'Certification Programme for Returning Officers',
            training_nameHi: '',
            training_code: 'DM-001',
          },
          {
            id: ids.withSessions,
            training_name: 'Training of Trainers on Electoral Rolls',
            training_nameHi: 'निर्वाचक नामावली पर प्रशिक्षकों का प्रशिक्षण',
            training_code: 'DM-002',
          },
          {
            id: expect.any(Number),
            training_name: 'Training on Counting of Votes',
            training_nameHi: '',
            training_code: 'DM-009',
          },
        ],
      },
    });
  });

  it('is bounded by limit', async () => {
    const body = (await get('/api/trainings?limit=2')).json();
    expect(body.data.training.map((t: { training_code: string }) => t.training_code)).toEqual(['DM-001', 'DM-002']);
  });

  it.each(['limit=0', `limit=${MAX_PAGE_SIZE + 1}`, 'limit=x', 'page=1'])('answers 400 to ?%s', async (query) => {
    const response = await get(`/api/trainings?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: API_ERRORS.validation });
  });
});

describe('GET /api/trainings/:id', () => {
  it('gives the training as data.training[0], its sessions and files in display order', async () => {
    const response = await get(`/api/trainings/${ids.withSessions}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(ZTrainingDetailResponse.parse(body)).toEqual(body);
    expect(body.data.training).toHaveLength(1);
    const [training] = body.data.training;
    expect(training).toMatchObject({
      id: ids.withSessions,
      training_name: 'Training of Trainers on Electoral Rolls',
      training_code: 'DM-002',
      overview: 'Roll work.',
      training_nameHi: 'निर्वाचक नामावली पर प्रशिक्षकों का प्रशिक्षण',
      overviewHi: 'नामावली का कार्य।',
    });
    expect(training.training_document_sessions).toEqual([
      {
        id: ids.sessionOne,
        session_name: 'Session 1: Law',
        session_nameHi: 'सत्र 1: विधि',
        session_desc: 'The legal frame.',
        session_descHi: 'विधिक ढांचा।',
        training_document_files: [
          {
            id: expect.any(Number),
            file_type: 'PDF',
            file_title_name: 'Reading',
            file_title_nameHi: 'पठन',
            pdf: '/files/t/r.pdf',
            pdf_info: null,
            image: null,
            video: null,
            video_url: null,
          },
          expect.objectContaining({ file_type: 'IMG', image: '/files/t/p.jpg' }),
          // The embed address is given as stored (HTML-escaped); the web page decodes it.
          expect.objectContaining({ file_type: 'VIDEO', video: ESCAPED_EMBED }),
          expect.objectContaining({ file_type: 'URL', video_url: 'https://www.youtube.com/watch?v=abcdefghijk' }),
        ],
      },
      {
        id: ids.sessionTwo,
        session_name: 'Session 2: Practice',
        session_nameHi: '',
        session_desc: null,
        session_descHi: '',
        training_document_files: [],
      },
    ]);
  });

  it('gives a training without sessions with an empty session list', async () => {
    const body = (await get(`/api/trainings/${ids.withoutSessions}`)).json();
    expect(body.data.training[0]).toEqual({
      id: ids.withoutSessions,
      training_name: 'Certification Programme for Returning Officers',
      training_nameHi: '',
      training_code: 'DM-001',
      overview: null,
      overviewHi: '',
      training_document_sessions: [],
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await get('/api/trainings/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.notFound });
  });

  it.each(['abc', '-3', '0', '2.5', '99999999999'])('answers 400 to id %s', async (id) => {
    const response = await get(`/api/trainings/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ path: 'id' }] });
  });
});

describe('public caching', () => {
  it.each(['/api/trainings', '/api/trainings/:id'])('%s answers 304 to a matching If-None-Match', async (pattern) => {
    const url = pattern.replace(':id', String(ids.withSessions));
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const second = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('does not cache a 404 publicly', async () => {
    expect((await get('/api/trainings/999999')).headers['cache-control']).toBe('no-store');
  });
});

describe('OpenAPI', () => {
  it('documents the training endpoints', async () => {
    const document = (await get('/api/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/trainings', '/api/trainings/{id}']));
  });
});
