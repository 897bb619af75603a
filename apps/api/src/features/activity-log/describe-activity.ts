import { formatActivityTime, type TActivityChange } from '@iiidem/shared/admin/activity';
import { APPLICATION_STATUS_LABELS } from '@iiidem/shared/admin/applications';
import type { ApplicationStatus } from '@iiidem/shared/constants';
import { formatCourseDate, isCalendarDate } from '@iiidem/shared/dates';

/**
 * Audit entries in words (issue 19): a sentence saying what was done to which record, and each changed field
 * as "label: old → new" with values in words (dates DD-MM-YYYY, instants in IST, Yes/No, statuses by name),
 * never JSON. A kind or action not known here still reads: "<action> on <kind> <id>", fields by their name.
 */

export type DescribableEntry = {
  action: string;
  entity: string;
  entity_id: string | null;
  from_value: unknown;
  to_value: unknown;
};

/** What the describers may look up: an application's number, a user's name. */
export type DescribeContext = {
  applicationNumber: (id: number) => string | undefined;
  userName: (id: number) => string | undefined;
  /** The record's name today, when the entry's own values do not name it. */
  recordName?: (entity: string, id: string) => string | undefined;
};

const NOUNS: Record<string, string> = {
  application: 'application',
  course: 'course',
  press_news: 'news item',
  vacancy: 'vacancy',
  photo: 'photo',
  video: 'video',
  training: 'training',
  training_session: 'training session',
  training_file: 'training file',
  site_page: 'page',
  site_settings: 'site settings',
  person: 'person',
  user: 'staff account',
  feedback: 'feedback',
  data_request: 'data request',
  rejection_reason: 'rejection reason',
};

const VERBS: Record<string, string> = {
  create: 'Added',
  update: 'Edited',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  save_draft: 'Saved a draft of',
  restore: 'Restored an earlier version of',
  menu: 'Changed the menu place of',
  photo: 'Changed the photo of',
  move: 'Moved',
  invite: 'Invited',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  promote: 'Made an admin:',
  answered: 'Marked as answered',
  carry_out: 'Carried out',
  decline: 'Declined',
};

/** Field labels by (normalised) field name; a name not here reads as its words ('program_type_id' → 'Program type id'). */
const LABELS: Record<string, string> = {
  course_name: 'Title',
  title: 'Title',
  name: 'Name',
  start_from: 'Apply from',
  end_to: 'Apply until',
  held_from: 'Held from',
  held_to: 'Held to',
  duration: 'Duration',
  course_type: 'Course type',
  location: 'Place',
  program_type_id: 'Programme type',
  program_desc: 'Programme description',
  faculty_desc: 'Faculty',
  vip_speaker: 'VIP speaker',
  vip_speaker_desc: 'VIP speaker details',
  resource_material: 'Resource material',
  evaluation_descp: 'Evaluation',
  course_hostel_facility: 'Hostel',
  capacity: 'Seats',
  published: 'Published',
  status: 'Status',
  application_status: 'Status',
  completed_at: 'Completed',
  revoked_at: 'Revoked',
  certificate_number: 'Certificate number',
  in_force: 'In force',
  before_held_from: 'Before the course was held (held from)',
  answered: 'Answered',
  active: 'Active',
  role: 'Role',
  email: 'E-mail',
  first_name: 'First name',
  last_name: 'Last name',
  sort_order: 'Position',
  menu_group: 'Menu',
  menu_order: 'Place in the menu',
  slug: 'Address',
  href: 'File',
  photo: 'Photo',
  image: 'Image',
  description: 'Description',
  category_id: 'Category',
  publish_date: 'Publish date',
  revision_id: 'Version',
  document: 'Content',
  restored_from: 'Restored from version',
  files: 'Files',
  kind: 'Kind',
  marked_present: 'Marked present',
  marked_absent: 'Marked absent',
  audience: 'Sent to',
  subject: 'Subject',
  text: 'Text',
  reason: 'Reason',
};

const LABEL_ORDER = Object.keys(LABELS);

function rankOf(key: string): number {
  const index = LABEL_ORDER.indexOf(key.endsWith('_hi') ? key.slice(0, -3) : key);
  return (index === -1 ? LABEL_ORDER.length : index) * 2 + (key.endsWith('_hi') ? 1 : 0);
}

/** Fields that say nothing about the change itself (bookkeeping, or figures derived from other records). */
const SKIPPED = new Set(['id', 'created_at', 'updated_at', 'applications', 'program_name', 'search_text']);

/** 'course_nameHi' and 'course_name_hi' → 'course_name_hi'; 'menuGroup' → 'menu_group'. */
export function normaliseKey(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function labelOf(key: string): string {
  const hindi = key.endsWith('_hi');
  const base = hindi ? key.slice(0, -3) : key;
  const label = LABELS[base] ?? (base.charAt(0).toUpperCase() + base.slice(1)).replace(/_/g, ' ');
  return hindi ? `${label} (Hindi)` : label;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const STRUCTURE_KEYS = new Set(['type', 'marks', 'attrs']);

/** Every text in a nested value (a page document, a list), in order. */
function textsOf(value: unknown, into: string[]): string[] {
  if (value === null || value === undefined) return into;
  if (Array.isArray(value)) {
    for (const item of value) textsOf(item, into);
  } else if (typeof value === 'object') {
    // A rich-text node's `type`, `marks` and `attrs` are structure; its words are in `text` and `content`.
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (!STRUCTURE_KEYS.has(key)) textsOf(inner, into);
    }
  } else {
    into.push(wordsOf(value));
  }
  return into;
}

/** One value in words: '' for none, Yes/No, DD-MM-YYYY, 'DD-MM-YYYY HH:mm IST', lists joined. */
export function wordsOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (isCalendarDate(value)) return formatCourseDate(value);
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatActivityTime(value);
    return value;
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map(wordsOf).filter(Boolean).join(', ');
  }
  return textsOf(value, [])
    .filter((text) => text.trim() !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function normalised(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [normaliseKey(key), inner]));
}

/**
 * The fields that differ between `from` and `to`. An update stores the record before and the values written,
 * so only fields present in `to` are compared (when there is a `to`); a creation lists what was set, a deletion
 * what was removed.
 */
export function changesOf(from: unknown, to: unknown): TActivityChange[] {
  if (!isRecord(from) && !isRecord(to)) {
    const before = wordsOf(from);
    const after = wordsOf(to);
    return before === after ? [] : [{ label: 'Value', from: before, to: after }];
  }
  const before = normalised(from);
  const after = normalised(to);
  // In the order of the labels (the forms' order; jsonb keeps no order of its own), a Hindi field after its English one.
  const keys = (isRecord(to) ? Object.keys(after) : Object.keys(before)).sort(
    (a, b) => rankOf(a) - rankOf(b) || a.localeCompare(b),
  );
  const changes: TActivityChange[] = [];
  for (const key of keys) {
    if (SKIPPED.has(key)) continue;
    const old = wordsOf(before[key]);
    const now = wordsOf(after[key]);
    if (old !== now) changes.push({ label: labelOf(key), from: old, to: now });
  }
  return changes;
}

const NAME_FIELDS = [
  'course_name',
  'news_title',
  'training_name',
  'title',
  'name',
  'heading',
  'slug',
  'email',
  'file_name',
  'caption',
  'text',
];

/** How the sentence names the record: "course 'Disaster management'", or "photo 12" when nothing names it. */
function recordName(entry: DescribableEntry, context?: DescribeContext): string {
  const noun = NOUNS[entry.entity] ?? entry.entity.replace(/_/g, ' ');
  const values = { ...normalised(entry.from_value), ...normalised(entry.to_value) };
  for (const field of NAME_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') return `${noun} '${shorten(value.trim(), 80)}'`;
  }
  const first = values.first_name;
  if (typeof first === 'string' && first.trim() !== '') {
    return `${noun} '${`${first} ${typeof values.last_name === 'string' ? values.last_name : ''}`.trim()}'`;
  }
  const known = entry.entity_id ? context?.recordName?.(entry.entity, entry.entity_id) : undefined;
  if (known) return `${noun} '${shorten(known, 80)}'`;
  return entry.entity_id ? `${noun} ${entry.entity_id}` : noun;
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function statusName(value: unknown): string {
  return APPLICATION_STATUS_LABELS[value as ApplicationStatus] ?? wordsOf(value);
}

function certificateNumber(value: unknown): string {
  const number = normalised(value).certificate_number;
  return typeof number === 'string' ? number : '';
}

/** Actions whose sentence is not "<verb> <record>". */
const SENTENCES: Record<string, (name: string) => string> = {
  'attendance.save': (name) => `Marked attendance for ${name}`,
  'course.message': (name) => `E-mailed the participants of ${name}`,
  'course.coordinators': (name) => `Changed who is e-mailed new applications for ${name}`,
  'rejection_reason.retire': (name) => `Retired ${name}`,
  'rejection_reason.restore': (name) => `Brought back ${name}`,
};

/** The label of a whole-value change (not field by field) for these actions. */
const CHANGE_LABELS: Record<string, string> = { 'course.coordinators': 'Staff e-mailed (account ids)' };

type Description = { summary: string; changes: TActivityChange[] };

/** The entry in words. */
export function describeEntry(entry: DescribableEntry, context: DescribeContext): Description {
  const id = Number(entry.entity_id);
  if (entry.entity === 'application')
    return describeApplication(entry, context.applicationNumber(id) ?? entry.entity_id ?? '');
  if (entry.entity === 'user') {
    const name = context.userName(id);
    return describeStaff(entry, name ? `the staff account of ${name}` : recordName(entry));
  }
  const [kind, verb = ''] = entry.action.split('.');
  const changes = changesOf(entry.from_value, entry.to_value);
  const name = entry.entity === 'site_settings' ? 'the site settings' : recordName(entry, context);
  const phrase = VERBS[verb];
  if (entry.action === 'data_request.create')
    return { summary: `Asked for their account to be deleted (${name})`, changes };
  if (entry.action === 'data_request.carry_out') {
    return { summary: `Carried out ${name}: the account was erased`, changes };
  }
  const sentence = SENTENCES[entry.action];
  if (sentence) {
    const label = CHANGE_LABELS[entry.action];
    return {
      summary: sentence(name),
      changes: label ? changes.map((change) => (change.label === 'Value' ? { ...change, label } : change)) : changes,
    };
  }
  if (verb === 'answered') return { summary: `Marked ${name} as answered`, changes };
  if (phrase && kind === entry.entity) return { summary: `${phrase} ${name}`, changes };
  return { summary: `${entry.action.replace(/[._]/g, ' ')} on ${name}`, changes };
}

function describeApplication(entry: DescribableEntry, number: string): Description {
  const application = `application ${number}`;
  const from = entry.from_value;
  const to = entry.to_value;
  switch (entry.action) {
    case 'application.status':
      return {
        summary: `Changed the status of ${application} from ${statusName(from)} to ${statusName(to)}`,
        changes: [],
      };
    case 'application.withdraw':
      return { summary: `Withdrew ${application} (it was ${statusName(from)})`, changes: [] };
    case 'application.complete':
      return { summary: `Marked ${application} completed`, changes: changesOf(from, to) };
    case 'application.note':
      return { summary: `Added an internal note to ${application}`, changes: [] };
    case 'application.reopen':
      return { summary: `Reopened ${application}: no longer completed`, changes: changesOf(from, to) };
    case 'certificate.generate':
      return { summary: `Generated certificate ${certificateNumber(to)} for ${application}`, changes: [] };
    case 'certificate.upload':
      return { summary: `Uploaded certificate ${certificateNumber(to)} for ${application}`, changes: [] };
    case 'certificate.reissue':
      return {
        summary: `Reissued the certificate of ${application}: ${certificateNumber(from)} → ${certificateNumber(to)}`,
        changes: [],
      };
    case 'certificate.revoke':
      return {
        summary: `Revoked certificate ${certificateNumber(from)} of ${application}`,
        changes: changesOf(from, to),
      };
    default:
      return { summary: `${entry.action.replace(/[._]/g, ' ')} on ${application}`, changes: changesOf(from, to) };
  }
}

function describeStaff(entry: DescribableEntry, name: string): Description {
  const changes = changesOf(entry.from_value, entry.to_value);
  switch (entry.action) {
    case 'staff.invite':
      return { summary: `Invited ${name}`, changes };
    case 'staff.create':
      return { summary: `Created ${name} as an admin`, changes };
    case 'staff.promote':
      return { summary: `Made ${name} an admin`, changes };
    case 'staff.deactivate':
      return { summary: `Deactivated ${name}`, changes };
    case 'staff.reactivate':
      return { summary: `Reactivated ${name}`, changes };
    default:
      return { summary: `${entry.action.replace(/[._]/g, ' ')} on ${name}`, changes };
  }
}
