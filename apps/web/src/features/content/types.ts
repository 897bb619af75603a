import type { DeskKey } from '../../config/site-settings';
import type { Text } from './text';

/** Every content module carries the date its text last changed (ISO YYYY-MM-DD), shown as "Last updated". */
export type ContentMeta = { lastUpdated: string };

/** A titled block of paragraphs. */
export type TextSection = { heading: Text; paragraphs: readonly Text[] };

/**
 * An official's profile (spec 2 §3): name, designation, e-mail, office number, fax and staff contacts with
 * extension. Numbers and mailboxes are not written here: `desk` names an entry of SITE_SETTINGS.desks.
 */
export type OfficialProfile = {
  name: Text;
  designation: Text;
  desk: DeskKey;
  staff: readonly { role: Text; desk: DeskKey }[];
  about?: readonly Text[];
};

/** A row of the officers' table (spec 2 §3): name, designation, e-mail, contact number, intercom (from the desk). */
export type OfficerRow = { name: Text; designation: Text; desk: DeskKey };
