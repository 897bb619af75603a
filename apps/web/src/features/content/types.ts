import type { Text } from './text';

/** Every content module carries the date its text last changed (ISO YYYY-MM-DD), shown as "Last updated". */
export type ContentMeta = { lastUpdated: string };

/** A titled block of paragraphs. */
export type TextSection = { heading: Text; paragraphs: readonly Text[] };
