import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PEOPLE_LIST_KEYS, ZPersonBody } from '@iiidem/shared/admin/people';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../lib/files/file-store';
import { openFileStore } from '../../lib/files/open-file-store';
import { readPublicFile } from '../../lib/files/public-files';
import type { DatabaseHandle } from '../client';
import { people } from '../schema/site-content';
import { createTestDatabase } from '../test-database';
import { buildDemoPeople, DEMO_PARTNER_SITES, seedDemoPeopleIfEmpty } from './demo-people';

describe('the demo lists of people and partners', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let files: FileStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'iiidem-people-'));
    files = openFileStore({ database, dataDir });
  });

  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('fills every list once, and a second run changes nothing', async () => {
    expect(await seedDemoPeopleIfEmpty(database.db, files)).toEqual({ seeded: true });
    const [first] = await database.db.select({ n: count() }).from(people);
    expect(await seedDemoPeopleIfEmpty(database.db, files)).toEqual({ seeded: false });
    const [second] = await database.db.select({ n: count() }).from(people);
    expect(second?.n).toBe(first?.n);
    const lists = new Set((await database.db.select({ list: people.list }).from(people)).map((row) => row.list));
    expect([...lists].sort()).toEqual([...PEOPLE_LIST_KEYS].sort());
  });

  it('passes the rules staff edits pass, in both languages', () => {
    for (const row of buildDemoPeople().rows) {
      const parsed = ZPersonBody.safeParse({
        list: row.list,
        section: row.section ?? '',
        sectionHi: row.section_hi ?? '',
        name: row.name,
        nameHi: row.name_hi,
        role: row.role ?? '',
        roleHi: row.role_hi ?? '',
        details: row.details ?? [],
        email: row.email ?? '',
        phone: row.phone ?? '',
        extension: row.extension ?? '',
        linkUrl: row.link_url ?? '',
      });
      expect(parsed.error, row.name).toBeUndefined();
      expect(row.name_hi, row.name).toMatch(/[\u0900-\u097F]/);
      if (row.role) expect(row.role_hi, row.role).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('names people only as marked samples, with fictitious numbers and example mailboxes', () => {
    for (const row of buildDemoPeople().rows) {
      if (
        ['officers', 'directors', 'director-general', 'cec-ec', 'faculty', 'iiidem-alumni', 'consultants'].includes(
          row.list,
        )
      ) {
        expect(row.name).toMatch(/^Sample /);
        expect(row.name_hi).toMatch(/^नमूना /);
      }
      if (row.phone) expect(row.phone).toMatch(/^\+91-11-0000-\d{4}$/);
      if (row.email) expect(row.email).toMatch(/@iiidem\.example\.org$/);
      if (row.list === 'mou-partners') expect(row.role).toMatch(/^Sample entry: /);
    }
  });

  it('links partner bodies only to their own https sites, each with a drawn logo in the store', async () => {
    const partners = buildDemoPeople().rows.filter((row) => row.link_url);
    expect(partners.length).toBeGreaterThan(10);
    for (const row of partners) {
      expect(DEMO_PARTNER_SITES).toContain(row.link_url);
      expect(row.link_url).toMatch(/^https:\/\/[a-z.-]+\/$/);
      const logo = await readPublicFile(files, row.photo_url!);
      expect(logo, row.name).toBeDefined();
      expect(await sharp(logo!).metadata()).toMatchObject({ format: 'jpeg', width: row.width, height: row.height });
    }
  });
});
