import { NEWS_CATEGORY_NAMES, PROGRAM_TYPE_NAMES, type ProgramTypeId } from '@iiidem/shared/constants';
import type { Database } from '../client';
import { COUNTRIES } from '../data/countries';
import { STATES } from '../data/states';
import { newsCategories, photoCategories, videoCategories } from '../schema/content';
import { countries, programTypes, states } from '../schema/reference';

export const NEWS_CATEGORIES = [
  { id: 1, news_name: NEWS_CATEGORY_NAMES[1] },
  { id: 2, news_name: NEWS_CATEGORY_NAMES[2] },
  { id: 3, news_name: NEWS_CATEGORY_NAMES[3] },
] as const;

export const PHOTO_CATEGORIES = [
  { id: 1, category_name: 'Banner' },
  { id: 2, category_name: 'Gallery' },
] as const;

export const VIDEO_CATEGORIES = [{ id: 1, category_name: 'Gallery Videos' }] as const;

/**
 * Inserts the lookup rows every environment needs (program types, categories, countries, states),
 * leaving rows that already exist untouched. Idempotent; cheap enough to run at every start-up.
 */
export async function ensureReferenceData(db: Database): Promise<void> {
  const programRows = Object.entries(PROGRAM_TYPE_NAMES).map(([id, program_name]) => ({
    id: Number(id) as ProgramTypeId,
    program_name,
  }));
  await db.insert(programTypes).values(programRows).onConflictDoNothing();
  await db
    .insert(newsCategories)
    .values([...NEWS_CATEGORIES])
    .onConflictDoNothing();
  await db
    .insert(photoCategories)
    .values([...PHOTO_CATEGORIES])
    .onConflictDoNothing();
  await db
    .insert(videoCategories)
    .values([...VIDEO_CATEGORIES])
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values([...COUNTRIES])
    .onConflictDoNothing();
  await db
    .insert(states)
    .values([...STATES])
    .onConflictDoNothing();
}
