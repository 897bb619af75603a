import { msg } from '@lingui/core/macro';
import type { ContentMeta } from './types';

export const SITE_MAP_CONTENT = {
  lastUpdated: '2026-11-21',
  intro: [msg`All pages of the portal, grouped as in the Menu.`],
} as const satisfies ContentMeta & Record<string, unknown>;
