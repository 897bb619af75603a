import { API_ERRORS } from '@iiidem/shared/messages';
import { DEFAULT_HOME_FIGURES, SITE_SETTINGS_MESSAGES, type TSiteSettings } from '@iiidem/shared/site-settings';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useContentAdminApp } from '../../../test/support/content-admin';
import { auditLog } from '../../db/schema';
import { siteSettings } from '../../db/schema/site-content';
import {
  ensureSiteSettings,
  SAMPLE_APPLICATION_FORM_HREF,
  SAMPLE_SITE_SETTINGS,
  SITE_SETTINGS_KEY,
} from '../../db/seed/site-settings';

const { ctx, users, send } = useContentAdminApp();

beforeAll(async () => {
  await ensureSiteSettings(ctx.database.db);
  // Twice: the second start-up changes nothing.
  await ensureSiteSettings(ctx.database.db);
});

const publicRead = () => ctx.app.inject({ url: '/api/site-settings' });

async function staffView() {
  const response = await send('GET', '/admin/site-settings');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { settings: TSiteSettings; version: number; updatedAt: string | null };
}

async function storedRow() {
  const [row] = await ctx.database.db.select().from(siteSettings).where(eq(siteSettings.key, SITE_SETTINGS_KEY));
  return row;
}

const settingsAudits = async () =>
  (await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'site_settings'))).map((row) => row.action);

/** A deep copy of `settings` with `change` applied. */
function edited(settings: TSiteSettings, change: (copy: TSiteSettings) => void): TSiteSettings {
  const copy = structuredClone(settings);
  change(copy);
  return copy;
}

describe('site settings API (issue 15)', () => {
  it('answers the seeded sample settings to anyone, marked as samples, with an ETag and a 304', async () => {
    const response = await publicRead();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        ...SAMPLE_SITE_SETTINGS,
        applicationForm: expect.objectContaining({ href: SAMPLE_APPLICATION_FORM_HREF }),
      },
    });
    expect(response.json().data.sampleNotice).toBe(true);
    expect(response.json().data.featuredVideo).toBeNull();
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const etag = String(response.headers.etag);
    const again = await ctx.app.inject({ url: '/api/site-settings', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // The settings document and the application form, each once.
    expect((await ctx.database.db.select().from(siteSettings)).map((row) => row.key).sort()).toEqual([
      'application-form',
      'site',
    ]);
  });

  it('lets staff read and save the settings; the public read shows the change at once, audited', async () => {
    const before = await staffView();
    expect(before.version).toBe(1);
    const etagBefore = String((await publicRead()).headers.etag);
    // Kept rendered pages carry a stamp of every area's version (lib/rendered-pages.ts): this one moving retires them.
    const settingsVersion = ctx.app.publicReads.version('settings');

    const settings = edited(before.settings, (copy) => {
      copy.phone = { display: '+91-11-2345-6789', dial: '+911123456789' };
      copy.sampleNotice = false;
      copy.featuredVideo = { src: '/files/videos/intro.mp4', title: { en: 'IIIDEM', hi: '' } };
    });
    const saved = await send('PUT', '/admin/site-settings', { version: before.version, settings });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: SITE_SETTINGS_MESSAGES.saved, data: { version: 2, settings } });

    expect(ctx.app.publicReads.version('settings')).toBeGreaterThan(settingsVersion);
    const after = await publicRead();
    expect(after.headers.etag).not.toBe(etagBefore);
    expect(after.json().data.phone).toEqual({ display: '+91-11-2345-6789', dial: '+911123456789' });
    expect(after.json().data.sampleNotice).toBe(false);
    expect((await storedRow())?.updated_by).toBe(users.staff.id);
    expect(await settingsAudits()).toEqual(['site_settings.update']);
  });

  it('answers 409 with a clear message when someone saved in between, writing nothing', async () => {
    const current = await staffView();
    const first = await send('PUT', '/admin/site-settings', {
      version: current.version,
      settings: edited(current.settings, (copy) => {
        copy.email = 'first@iiidem.example.org';
      }),
    });
    expect(first.statusCode, first.body).toBe(200);
    const audits = (await settingsAudits()).length;

    const second = await send('PUT', '/admin/site-settings', {
      version: current.version,
      settings: edited(current.settings, (copy) => {
        copy.email = 'second@iiidem.example.org';
      }),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: SITE_SETTINGS_MESSAGES.stale });
    expect((await publicRead()).json().data.email).toBe('first@iiidem.example.org');
    expect((await settingsAudits()).length).toBe(audits);
  });

  it('refuses bad input with 400 in the error shape and writes nothing', async () => {
    const { settings, version } = await staffView();
    const row = await storedRow();
    const cases: [string, unknown][] = [
      ['a phone of the wrong type', edited(settings, (copy) => Object.assign(copy, { phone: 42 }))],
      ['a missing field', edited(settings, (copy) => Reflect.deleteProperty(copy, 'mailboxes'))],
      ['an unknown field', { ...settings, extra: 'x' }],
      ['a NUL character', edited(settings, (copy) => Object.assign(copy, { fax: '+91\u0000110000' }))],
      ['a NUL character in an address line', edited(settings, (copy) => copy.address.en.push('Road\u0000'))],
      ['an oversized notice', edited(settings, (copy) => Object.assign(copy.homeNotice, { en: 'x'.repeat(401) }))],
      [
        'a javascript: address',
        edited(settings, (copy) => Object.assign(copy.commissionSite, { url: 'javascript:alert(1)' })),
      ],
      ['an http social link', edited(settings, (copy) => Object.assign(copy.social.x, { url: 'http://x.com/ECI' }))],
      [
        'a notice linking off the site',
        edited(settings, (copy) => Object.assign(copy.homeNotice, { link: '//evil.example' })),
      ],
      ['a bad e-mail', edited(settings, (copy) => Object.assign(copy.mailboxes, { training: 'not-an-address' }))],
      [
        'a video that is not a local file',
        edited(settings, (copy) =>
          Object.assign(copy, { featuredVideo: { src: 'https://youtu.be/x', title: { en: 'x', hi: '' } } }),
        ),
      ],
      ['sampleNotice as text', edited(settings, (copy) => Object.assign(copy, { sampleNotice: 'yes' }))],
    ];
    for (const [label, body] of cases) {
      const response = await send('PUT', '/admin/site-settings', { version, settings: body });
      expect(response.statusCode, label).toBe(400);
      expect(response.json().success, label).toBe(false);
      expect(typeof response.json().message, label).toBe('string');
      expect(Array.isArray(response.json().errors), `${label}: ${response.body}`).toBe(true);
    }
    const missingVersion = await send('PUT', '/admin/site-settings', { settings });
    expect(missingVersion.statusCode).toBe(400);
    expect(await storedRow()).toEqual(row);
  });

  it('lets only staff use the editing routes: 401 signed out, 403 for an applicant', async () => {
    const { settings, version } = await staffView();
    const row = await storedRow();
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? { version, settings } : undefined;
      const anonymous = await ctx.app.inject({ method, url: '/api/admin/site-settings', payload });
      expect(anonymous.statusCode, method).toBe(401);
      expect(anonymous.json().success).toBe(false);
      const applicant = await ctx.app.inject({
        method,
        url: '/api/admin/site-settings',
        headers: users.applicant.headers,
        payload,
      });
      expect(applicant.statusCode, method).toBe(403);
    }
    expect(await storedRow()).toEqual(row);
  });
});

describe('the home page figures in the site settings (issue 19)', () => {
  it('seeds the spec’s figures: 13+ years, 1700+ programs, 1 lakh+ participants (1 लाख+ in Hindi), 141 countries', async () => {
    expect((await publicRead()).json().data.homeFigures).toEqual({
      years: { en: '13+', hi: '13+' },
      programs: { en: '1700+', hi: '1700+' },
      participants: { en: '1 lakh+', hi: '1 लाख+' },
      countries: { en: '141', hi: '141' },
    });
  });

  it('lets staff edit the four figures by hand in both languages; the public read shows them at once', async () => {
    const { settings, version } = await staffView();
    const figures = {
      years: { en: '15+', hi: '15+' },
      programs: { en: '1800+', hi: '' },
      participants: { en: '1.2 lakh+', hi: '1.2 लाख+' },
      countries: { en: '150', hi: '150' },
    };
    const saved = await send('PUT', '/admin/site-settings', {
      version,
      settings: edited(settings, (copy) => Object.assign(copy, { homeFigures: figures })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicRead()).json().data.homeFigures).toEqual(figures);
  });

  it.each([
    ['a NUL character', { years: { en: '15\u0000+', hi: '' } }, API_ERRORS.invalidCharacter, 'years.en'],
    ['an oversized value', { programs: { en: '1'.repeat(41), hi: '' } }, 'at most 40 characters', 'programs.en'],
    [
      'an empty English value',
      { countries: { en: '  ', hi: '141' } },
      'Please enter the countries figure.',
      'countries.en',
    ],
    ['a number for a value', { participants: 100000 }, 'must be given in English and Hindi', 'participants'],
    ['a number for the Hindi', { participants: { en: '1 lakh+', hi: 1 } }, 'must be text', 'participants.hi'],
    [
      'an unknown figure',
      { staff: { en: '40', hi: '40' } },
      'must be years, programs, participants and countries',
      'staff',
    ],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_label, change, message, field) => {
    const { settings, version } = await staffView();
    const row = await storedRow();
    const homeFigures = { ...settings.homeFigures, ...change };
    const response = await send('PUT', '/admin/site-settings', {
      version,
      settings: { ...settings, homeFigures },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().success).toBe(false);
    const errors = response.json().errors as { path: string; msg: string }[];
    const error = errors.find((item) => item.path === `settings.homeFigures.${field}`);
    expect(error, response.body).toBeDefined();
    expect(error?.msg).toContain(message);
    expect(await storedRow()).toEqual(row);
  });

  it('refuses settings without the figures or with figures that are not an object', async () => {
    const { settings, version } = await staffView();
    for (const homeFigures of [undefined, 'many', []]) {
      const response = await send('PUT', '/admin/site-settings', { version, settings: { ...settings, homeFigures } });
      expect(response.statusCode, String(homeFigures)).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('gives a document saved before the figures were settings the spec’s figures, keeping its other values', async () => {
    const stored = (await storedRow())?.value as TSiteSettings;
    const { homeFigures: _left, ...older } = stored;
    await ctx.database.db
      .update(siteSettings)
      .set({ value: { ...older, email: 'older@iiidem.example.org' } })
      .where(eq(siteSettings.key, SITE_SETTINGS_KEY));
    const view = await staffView();
    expect(view.settings.email).toBe('older@iiidem.example.org');
    expect(view.settings.homeFigures).toEqual(DEFAULT_HOME_FIGURES);
  });
});
