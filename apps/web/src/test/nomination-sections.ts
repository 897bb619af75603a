/** Test-only: the spec's section headings of the international nomination form, in order. */
export const INTERNATIONAL_SECTION_TITLES = [
  'Basic Details',
  'Personal Details',
  'Contact Details',
  'Passport Details',
  'Organizational Details',
  'Educational and Professional Certifications',
  'Training Participation History',
  'Reasons for Applying',
  'Health and Emergency Details',
  'Special Requirements',
  'Hostel Accommodation',
] as const;
