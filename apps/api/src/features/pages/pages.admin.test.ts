import { PAGE_MESSAGES, type TAdminPage, type TPageDocument } from '@iiidem/shared/admin/pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActionsOf, useContentAdminApp } from '../../../test/support/content-admin';
import { sitePageRevisions, sitePages } from '../../db/schema';
import { ensureSitePages } from '../../db/seed/site-pages';

const { ctx, users, send } = useContentAdminApp();

beforeAll(async () => {
  await ensureSitePages(ctx.database.db, new Date('2026-11-01T10:00:00Z'));
});

async function pageId(slug: string): Promise<number> {
  const list = await send('GET', '/admin/pages');
  expect(list.statusCode, list.body).toBe(200);
  const found = list.json().data.items.find((item: { slug: string }) => item.slug === slug);
  expect(found, slug).toBeDefined();
  return found.id;
}

async function editorView(id: number): Promise<TAdminPage> {
  const response = await send('GET', `/admin/pages/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function publicPage(slug: string) {
  return ctx.app.inject({ url: `/api/pages/${slug}` });
}

/** The about-us document with its first tab's text replaced. */
function withAboutText(document: TPageDocument, en: string, hi: string): TPageDocument {
  const copy = structuredClone(document);
  const tabs = copy.blocks[0];
  if (tabs?.type !== 'sections') throw new Error('about-us starts with its tabs');
  tabs.items[0]!.blocks = [{ type: 'text', body: { en, hi } }];
  return copy;
}

async function rowCounts() {
  const pages = await ctx.database.db.select({ id: sitePages.id }).from(sitePages);
  const revisions = await ctx.database.db.select({ id: sitePageRevisions.id }).from(sitePageRevisions);
  return { pages: pages.length, revisions: revisions.length };
}

describe('back office: pages API (issue 15)', () => {
  it('lists the spec’s pages, published once from their first text', async () => {
    const list = (await send('GET', '/admin/pages')).json().data.items;
    const about = list.find((item: { slug: string }) => item.slug === 'about-us');
    expect(about).toMatchObject({
      path: '/about-us',
      title: 'About Us',
      builtin: true,
      published: true,
      unpublishedChanges: false,
      lastPublishedAt: '2026-11-01T10:00:00.000Z',
    });
  });

  it('saves a draft without changing the public page, publishes it, and restores the previous revision', async () => {
    const id = await pageId('about-us');
    const before = await editorView(id);
    const firstPublic = (await publicPage('about-us')).json().data;

    const edited = withAboutText(before.draft, 'IIIDEM **trains** election officials.', 'आईआईआईडीईएम प्रशिक्षण देता है।');
    const saved = await send('PUT', `/admin/pages/${id}/draft`, { document: edited, version: before.draftVersion });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: PAGE_MESSAGES.saved, data: { unpublishedChanges: true } });
    expect((await publicPage('about-us')).json().data).toEqual(firstPublic);

    const version = saved.json().data.draftVersion;
    expect(version).toBe(before.draftVersion + 1);
    const published = await send('POST', `/admin/pages/${id}/publish`, { version });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ message: PAGE_MESSAGES.published, data: { unpublishedChanges: false } });
    const shown = (await publicPage('about-us')).json().data;
    const firstTab = shown.blocks[0].items[0].blocks[0];
    expect(firstTab).toEqual({
      type: 'text',
      html: '<p>IIIDEM <strong>trains</strong> election officials.</p>',
      htmlHi: '<p>आईआईआईडीईएम प्रशिक्षण देता है।</p>',
    });
    expect(Date.parse(shown.lastUpdated)).toBeGreaterThan(Date.parse(firstPublic.lastUpdated));

    const revisions = published.json().data.revisions;
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({ current: true, restoredFrom: null });
    expect(revisions[0].publishedBy).toMatch(/\S/);
    expect(revisions[1]).toMatchObject({ current: false, publishedBy: null });

    const restored = await send('POST', `/admin/pages/${id}/revisions/${revisions[1].id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ message: PAGE_MESSAGES.restored });
    expect(restored.json().data.revisions[0]).toMatchObject({ current: true, restoredFrom: revisions[1].id });
    expect(restored.json().data.draft).toEqual(before.draft);
    const afterRestore = (await publicPage('about-us')).json().data;
    expect(afterRestore.blocks).toEqual(firstPublic.blocks);
    expect(await auditActionsOf(ctx.database.db, 'site_page', id)).toEqual([
      'site_page.save_draft',
      'site_page.publish',
      'site_page.restore',
    ]);
  });

  it('neutralises a typed <script> and a javascript: link', async () => {
    const id = await pageId('about-us');
    const view = await editorView(id);
    const edited = withAboutText(
      view.draft,
      'Hi <script>alert(1)</script> [x](javascript:alert(1)) <a href="javascript:alert(2)">y</a>',
      '',
    );
    const saved = await send('PUT', `/admin/pages/${id}/draft`, { document: edited, version: view.draftVersion });
    expect(saved.statusCode, saved.body).toBe(200);
    const preview = await send('POST', '/admin/pages/preview', { document: edited });
    expect(preview.statusCode, preview.body).toBe(200);
    const html: string = preview.json().data.blocks[0].items[0].blocks[0].html;
    expect(html).not.toMatch(/<script|<a /);
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses a save made from an older version (409) and writes nothing', async () => {
    const id = await pageId('mission-vision-goal');
    const view = await editorView(id);
    const first = await send('PUT', `/admin/pages/${id}/draft`, { document: view.draft, version: view.draftVersion });
    expect(first.statusCode).toBe(200);
    const counts = await rowCounts();
    const stale = await send('PUT', `/admin/pages/${id}/draft`, {
      document: { ...view.draft, blocks: [...view.draft.blocks, { type: 'text', body: { en: 'x', hi: '' } }] },
      version: view.draftVersion,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, message: PAGE_MESSAGES.staleDraft });
    const stalePublish = await send('POST', `/admin/pages/${id}/publish`, { version: view.draftVersion });
    expect(stalePublish.statusCode).toBe(409);
    expect(await rowCounts()).toEqual(counts);
    expect((await editorView(id)).draftVersion).toBe(view.draftVersion + 1);
  });

  it('refuses to publish a draft that is the published page already', async () => {
    const id = await pageId('mission-vision-goal');
    const view = await editorView(id);
    const response = await send('POST', `/admin/pages/${id}/publish`, { version: view.draftVersion });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: PAGE_MESSAGES.nothingToPublish });
  });

  it('refuses bad documents with the field named, and writes nothing', async () => {
    const id = await pageId('about-us');
    const view = await editorView(id);
    const counts = await rowCounts();
    const cases: Array<[unknown, string]> = [
      [{ ...view.draft, title: { en: '', hi: '' } }, 'document.title.en'],
      [{ ...view.draft, title: { en: 7, hi: '' } }, 'document.title.en'],
      [{ ...view.draft, blocks: [{ type: 'video' }] }, 'document.blocks.0.type'],
      [
        { ...view.draft, blocks: [{ type: 'text', body: { en: 'x'.repeat(20_001), hi: '' } }] },
        'document.blocks.0.body.en',
      ],
      [
        {
          ...view.draft,
          blocks: [{ type: 'image', src: 'https://evil.example/x.png', alt: { en: 'x', hi: '' }, width: 1, height: 1 }],
        },
        'document.blocks.0.src',
      ],
      [{ ...view.draft, extra: true }, 'document.extra'],
      [{ ...view.draft, blocks: [{ type: 'people', list: 'nobody', layout: 'table' }] }, 'document.blocks.0.list'],
    ];
    for (const [document, path] of cases) {
      const response = await send('PUT', `/admin/pages/${id}/draft`, { document, version: view.draftVersion });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().success).toBe(false);
      expect(
        response.json().errors.map((error: { path: string }) => error.path),
        path,
      ).toContain(path);
    }
    const nul = await send('PUT', `/admin/pages/${id}/draft`, {
      document: withAboutText(view.draft, 'a\u0000b', ''),
      version: view.draftVersion,
    });
    expect(nul.statusCode).toBe(400);
    const missing = await send('PUT', `/admin/pages/${id}/draft`, { version: view.draftVersion });
    expect(missing.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(counts);
  });

  it('keeps a table block as plain text, at the top and in a tab, with its caption and row headers', async () => {
    const id = await pageId('about-us');
    const view = await editorView(id);
    const table = {
      type: 'table',
      caption: { en: 'Readers', hi: 'रीडर' },
      columns: [
        { en: 'Name', hi: 'नाम' },
        { en: 'Site', hi: '' },
      ],
      rows: [
        {
          cells: [
            { en: '<b>NVDA</b>', hi: '' },
            { en: 'https://www.nvaccess.org/', hi: '' },
          ],
        },
      ],
    };
    const tabs = structuredClone(view.draft.blocks[0]!);
    if (tabs.type !== 'sections') throw new Error('about-us starts with its tabs');
    tabs.items[0]!.blocks = [table as never];
    const preview = await send('POST', '/admin/pages/preview', { document: { ...view.draft, blocks: [table, tabs] } });
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = {
      type: 'table',
      caption: 'Readers',
      captionHi: 'रीडर',
      columns: [
        { label: 'Name', labelHi: 'नाम' },
        { label: 'Site', labelHi: '' },
      ],
      // Plain text: the page escapes it; nothing is read as HTML or Markdown.
      rows: [
        [
          { text: '<b>NVDA</b>', textHi: '' },
          { text: 'https://www.nvaccess.org/', textHi: '' },
        ],
      ],
    };
    expect(preview.json().data.blocks[0]).toEqual(expected);
    expect(preview.json().data.blocks[1].items[0].blocks).toEqual([expected]);
  });

  it('refuses a bad table (oversize, NUL, wrong types, ragged rows) with the field named, and writes nothing', async () => {
    const id = await pageId('about-us');
    const view = await editorView(id);
    const counts = await rowCounts();
    const cell = (en: string) => ({ en, hi: '' });
    const table = (overrides: Record<string, unknown>) => ({
      ...view.draft,
      blocks: [
        {
          type: 'table',
          caption: cell('Agenda'),
          columns: [cell('Time'), cell('Session')],
          rows: [{ cells: [cell('4 PM'), cell('Opening')] }],
          ...overrides,
        },
      ],
    });
    const cases: Array<[unknown, string, string]> = [
      [table({ caption: cell('') }), 'document.blocks.0.caption.en', 'Please enter the table’s caption.'],
      [table({ caption: 'Agenda' }), 'document.blocks.0.caption', ''],
      [table({ columns: 'Time, Session' }), 'document.blocks.0.columns', 'The table’s columns must be a list.'],
      [table({ columns: [] }), 'document.blocks.0.columns', 'A table needs at least one column.'],
      [
        table({ columns: Array.from({ length: 9 }, (_, index) => cell(`C${index}`)) }),
        'document.blocks.0.columns',
        'A table has at most 8 columns.',
      ],
      [
        table({ columns: [cell('Time'), cell('Time')] }),
        'document.blocks.0.columns',
        'Give each column its own header.',
      ],
      [table({ rows: [] }), 'document.blocks.0.rows', 'A table needs at least one row.'],
      [
        table({ rows: Array.from({ length: 61 }, () => ({ cells: [cell('a'), cell('b')] })) }),
        'document.blocks.0.rows',
        'A table has at most 60 rows.',
      ],
      [table({ rows: { cells: [] } }), 'document.blocks.0.rows', 'The table’s rows must be a list.'],
      [
        table({ rows: [{ cells: [cell('4 PM')] }] }),
        'document.blocks.0.rows.0.cells',
        'Each row needs one cell per column.',
      ],
      [
        table({ rows: [{ cells: [cell('4 PM'), cell('x'.repeat(501))] }] }),
        'document.blocks.0.rows.0.cells.1.en',
        'The cell must be at most 500 characters.',
      ],
      [
        table({ rows: [{ cells: [cell('4 PM'), { en: 'Opening', hi: 7 }] }] }),
        'document.blocks.0.rows.0.cells.1.hi',
        'The cell (Hindi) must be text.',
      ],
      [
        table({ rows: [{ cells: [cell('4 PM'), cell('Opening')], style: 'bold' }] }),
        'document.blocks.0.rows.0.style',
        '',
      ],
      [table({ columns: [cell('Time'), { en: 'x'.repeat(121), hi: '' }] }), 'document.blocks.0.columns.1.en', ''],
    ];
    for (const [document, path, message] of cases) {
      const response = await send('PUT', `/admin/pages/${id}/draft`, { document, version: view.draftVersion });
      expect(response.statusCode, path).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      const errors = body.errors as Array<{ path: string; msg: string }>;
      expect(
        errors.map((error) => error.path),
        path,
      ).toContain(path);
      if (message) expect(errors.find((error) => error.path === path)?.msg, path).toBe(message);
    }
    const nul = await send('PUT', `/admin/pages/${id}/draft`, {
      document: table({ rows: [{ cells: [cell('4 PM'), cell('Open\u0000ing')] }] }),
      version: view.draftVersion,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().success).toBe(false);
    expect(await rowCounts()).toEqual(counts);
  });

  it('keeps a part of the site settings, at the top and in a tab, and refuses an unknown part', async () => {
    const id = await pageId('about-us');
    const view = await editorView(id);
    const tabs = structuredClone(view.draft.blocks[0]!);
    if (tabs.type !== 'sections') throw new Error('about-us starts with its tabs');
    tabs.items[0]!.blocks = [{ type: 'settings', part: 'mailboxes' }];
    const document = { ...view.draft, blocks: [{ type: 'settings', part: 'address' }, tabs] };
    const preview = await send('POST', '/admin/pages/preview', { document });
    expect(preview.statusCode, preview.body).toBe(200);
    const blocks = preview.json().data.blocks;
    expect(blocks[0]).toEqual({ type: 'settings', part: 'address' });
    expect(blocks[1].items[0].blocks).toEqual([{ type: 'settings', part: 'mailboxes' }]);

    const counts = await rowCounts();
    for (const [bad, path] of [
      [{ ...view.draft, blocks: [{ type: 'settings', part: 'bank-account' }] }, 'document.blocks.0.part'],
      [{ ...view.draft, blocks: [{ type: 'settings' }] }, 'document.blocks.0.part'],
      [
        { ...view.draft, blocks: [{ type: 'settings', part: 'address', value: 'Sector 0' }] },
        'document.blocks.0.value',
      ],
      [
        {
          ...view.draft,
          blocks: [{ ...tabs, items: [{ ...tabs.items[0], blocks: [{ type: 'settings', part: 7 }] }] }],
        },
        'document.blocks.0.items.0.blocks.0.part',
      ],
    ] as const) {
      const response = await send('PUT', `/admin/pages/${id}/draft`, { document: bad, version: view.draftVersion });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().success).toBe(false);
      expect(
        response.json().errors.map((error: { path: string }) => error.path),
        path,
      ).toContain(path);
    }
    expect(await rowCounts()).toEqual(counts);
  });

  it('creates a page at /pages/<slug>, unpublished until published, refuses a taken address, deletes it', async () => {
    const document = {
      title: { en: 'Right to Information', hi: 'सूचना का अधिकार' },
      summary: { en: '', hi: '' },
      blocks: [],
    };
    const created = await send('POST', '/admin/pages', { slug: 'right-to-information', document });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().data as TAdminPage;
    expect(page).toMatchObject({ path: '/pages/right-to-information', builtin: false, published: false });
    expect((await publicPage('right-to-information')).statusCode).toBe(404);
    await send('POST', `/admin/pages/${page.id}/publish`, { version: page.draftVersion });
    expect((await publicPage('right-to-information')).json().data.title).toBe('Right to Information');

    const taken = await send('POST', '/admin/pages', { slug: 'right-to-information', document });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PAGE_MESSAGES.slugTaken);
    const badSlug = await send('POST', '/admin/pages', { slug: 'Right To Information!', document });
    expect(badSlug.statusCode).toBe(400);

    const deleted = await send('DELETE', `/admin/pages/${page.id}`);
    expect(deleted.json()).toEqual({ success: true, message: PAGE_MESSAGES.deleted, data: { id: page.id } });
    expect((await publicPage('right-to-information')).statusCode).toBe(404);
    const builtin = await send('DELETE', `/admin/pages/${await pageId('about-us')}`);
    expect(builtin.statusCode).toBe(409);
    expect(builtin.json().message).toBe(PAGE_MESSAGES.builtinNotDeleted);
  });

  it('answers 404 for unknown pages and revisions', async () => {
    const id = await pageId('about-us');
    for (const [method, url, payload] of [
      ['GET', '/admin/pages/999999', undefined],
      ['POST', '/admin/pages/999999/publish', { version: 1 }],
      ['POST', `/admin/pages/${id}/revisions/999999/restore`, undefined],
      ['DELETE', '/admin/pages/999999', undefined],
    ] as const) {
      const response = await send(method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().success).toBe(false);
    }
    expect((await publicPage('no-such-page')).statusCode).toBe(404);
  });

  it('lets only staff use the editing routes: 401 signed out, 403 for an applicant', async () => {
    const id = await pageId('about-us');
    const routes = [
      ['GET', '/api/admin/pages'],
      ['GET', `/api/admin/pages/${id}`],
      ['POST', '/api/admin/pages'],
      ['PUT', `/api/admin/pages/${id}/draft`],
      ['POST', `/api/admin/pages/${id}/publish`],
      ['POST', `/api/admin/pages/${id}/revisions/1/restore`],
      ['DELETE', `/api/admin/pages/${id}`],
      ['POST', '/api/admin/pages/preview'],
    ] as const;
    for (const [method, url] of routes) {
      const anonymous = await ctx.app.inject({ method, url, payload: {} });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const applicant = await ctx.app.inject({ method, url, headers: users.applicant.headers, payload: {} });
      expect(applicant.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists a published page staff added in a menu group, in its place; the spec’s pages keep theirs', async () => {
    const document = { title: { en: 'Annual Report', hi: 'वार्षिक रिपोर्ट' }, summary: { en: '', hi: '' }, blocks: [] };
    const created = (await send('POST', '/admin/pages', { slug: 'annual-report', document })).json().data as TAdminPage;
    const menu = await send('PUT', `/admin/pages/${created.id}/menu`, { menuGroup: 'digital-resources', menuOrder: 5 });
    expect(menu.statusCode, menu.body).toBe(200);
    expect(menu.json()).toMatchObject({
      message: PAGE_MESSAGES.menuSaved,
      data: { menuGroup: 'digital-resources', menuOrder: 5 },
    });
    const menuPages = async () => (await ctx.app.inject({ url: '/api/pages' })).json().data;
    expect(await menuPages()).toEqual([]);
    await send('POST', `/admin/pages/${created.id}/publish`, { version: created.draftVersion });
    expect(await menuPages()).toEqual([
      {
        path: '/pages/annual-report',
        title: 'Annual Report',
        titleHi: 'वार्षिक रिपोर्ट',
        menuGroup: 'digital-resources',
      },
    ]);
    await send('PUT', `/admin/pages/${created.id}/menu`, { menuGroup: null, menuOrder: 0 });
    expect(await menuPages()).toEqual([]);
    expect(await auditActionsOf(ctx.database.db, 'site_page', created.id)).toContain('site_page.menu');

    for (const body of [
      { menuGroup: 'footer', menuOrder: 1 },
      { menuGroup: null, menuOrder: -1 },
      { menuGroup: null },
    ]) {
      const bad = await send('PUT', `/admin/pages/${created.id}/menu`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const builtin = await send('PUT', `/admin/pages/${await pageId('about-us')}/menu`, {
      menuGroup: 'institute',
      menuOrder: 1,
    });
    expect(builtin.statusCode).toBe(409);
    expect(builtin.json().message).toBe(PAGE_MESSAGES.builtinMenu);
  });
});
