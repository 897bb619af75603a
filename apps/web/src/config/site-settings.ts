/** A telephone number as shown and as dialled (E.164, for tel: links). */
export type PhoneNumber = { display: string; dial: string };

// The site's contact details, mailboxes, social links, home notice and footprint are site settings staff edit in
// the back office (issue 15: GET /api/site-settings, `useSiteSettings()`); the directory's officers, their numbers
// and mailboxes are the lists of People and partners (GET /api/people/:list).
