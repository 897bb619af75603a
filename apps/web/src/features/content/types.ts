import type { DeskKey } from '../../config/site-settings';

/** Every content module carries the date its text last changed (ISO YYYY-MM-DD), shown as "Last updated". */
export type ContentMeta = { lastUpdated: string };

/** A titled block of paragraphs. */
export type TextSection = { heading: string; paragraphs: readonly string[] };

/**
 * An official's profile (spec 2 §3): name, designation, e-mail, office number, fax and staff contacts with
 * extension. Numbers and mailboxes are not written here: `desk` names an entry of SITE_SETTINGS.desks.
 */
export type OfficialProfile = {
  name: string;
  designation: string;
  desk: DeskKey;
  staff: readonly { role: string; desk: DeskKey }[];
  about?: readonly string[];
};

/** A row of the officers' table (spec 2 §3): name, designation, e-mail, contact number, intercom (from the desk). */
export type OfficerRow = { name: string; designation: string; desk: DeskKey };
