import { describe, expect, it } from 'vitest';
import { sanitizeText } from '../common/sanitize-text';
import {
  DOMESTIC_FIELDS,
  domesticNominationPayloadSchema,
  domesticNominationSchema,
  emptyDomesticValues,
} from './domestic';
import {
  emptyInternationalValues,
  INTERNATIONAL_FIELDS,
  internationalNominationPayloadSchema,
  internationalNominationSchema,
} from './international';

const TODAY = '2025-06-15';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

function validInternational(): Record<string, string> {
  return {
    ...emptyInternationalValues(),
    first_name: 'Amara',
    last_name: 'Okafor',
    gender: 'F',
    birth_country: '156',
    nationality: 'NIGERIA',
    marital_status: 'Married',
    primary_email: 'amara@example.org',
    country_code: 'NG',
    mobile: '2348012345678',
    blood_group: 'O+',
  };
}

function validDomestic(): Record<string, string> {
  return {
    ...emptyDomesticValues(),
    title: 'Ms',
    first_name: 'Meera',
    last_name: 'Iyer',
    gender: 'F',
    dob: '1990-02-15',
    mobile_no: '9876543210',
    email_id: 'meera@example.in',
    state_ut_name: 'S10',
  };
}

describe('the text sanitiser (spec 1 §5)', () => {
  it('strips leading whitespace, < and >, alert, www, http(s):// and any other character', () => {
    expect(sanitizeText('   Ravi')).toBe('Ravi');
    expect(sanitizeText('<script>alert(1)</script>')).toBe('script1/script');
    expect(sanitizeText('see https://www.example.org')).toBe('see .example.org');
    expect(sanitizeText('a@b.c_d/e+f-g h')).toBe('a@b.c_d/e+f-g h');
    expect(sanitizeText("O'Brien, #12; (x)")).toBe('OBrien 12 x');
  });
});

describe('the international nomination schema', () => {
  it('accepts the required fields alone, with hostel defaulting to No', () => {
    const result = internationalNominationSchema(TODAY).safeParse(validInternational());
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.hostel_facility).toBe('No');
  });

  it('requires first and last name, gender, country of birth, nationality, marital status, country code and blood group', () => {
    const errors = errorsOf(internationalNominationSchema(TODAY).safeParse(emptyInternationalValues()));
    expect(errors).toMatchObject({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      gender: 'Please select a gender',
      birth_country: 'Please select the country of birth.',
      nationality: 'Please select the nationality.',
      marital_status: 'Please select the marital status.',
      country_code: 'Please select the country code.',
      blood_group: 'Please select the blood group.',
    });
  });

  it('applies the name, e-mail, phone and year rules with the spec messages', () => {
    const errors = errorsOf(
      internationalNominationSchema(TODAY).safeParse({
        ...validInternational(),
        first_name: 'A',
        middle_name: 'm'.repeat(151),
        alternate_email: 'not-an-address',
        whatsapp: '12345',
        year: '2026',
        duration_days: '0',
      }),
    );
    expect(errors).toMatchObject({
      first_name: 'First name must be at least 2 characters.',
      middle_name: 'Middle name must not exceed 150 characters.',
      alternate_email: 'Please enter a valid email',
      whatsapp: 'Mobile number must be between 10 to 15 digits.',
      year: 'Year cannot be greater than the current year (2025).',
      duration_days: 'Please enter the duration as a whole number of days (1 to 9999).',
    });
    expect(
      errorsOf(internationalNominationSchema(TODAY).safeParse({ ...validInternational(), year: '202' })).year,
    ).toBe('Must be exactly 4 digits.');
  });

  it("refuses a date of birth under 18 years: 'Date of birth should be equal to or greater than 18 years.'", () => {
    const schema = internationalNominationSchema(TODAY);
    expect(errorsOf(schema.safeParse({ ...validInternational(), dob: '2007-06-16' })).dob).toBe(
      'Date of birth should be equal to or greater than 18 years.',
    );
    expect(schema.safeParse({ ...validInternational(), dob: '2007-06-15' }).success).toBe(true);
  });

  it('reformats dates typed as 8 digits and refuses issue and working-since dates after today', () => {
    const schema = internationalNominationSchema(TODAY);
    const parsed = schema.parse({ ...validInternational(), dob: '19900215', date_of_issue: '20200101' });
    expect(parsed.dob).toBe('1990-02-15');
    expect(parsed.date_of_issue).toBe('2020-01-01');
    const errors = errorsOf(
      schema.safeParse({ ...validInternational(), date_of_issue: '2025-06-16', working_since: '2030-01-01' }),
    );
    expect(errors.date_of_issue).toBe('The date cannot be later than today.');
    expect(errors.working_since).toBe('The date cannot be later than today.');
  });

  it('reads dates typed DD-MM-YYYY or as 8 digits DDMMYYYY, as the date field shows them (issue 17)', () => {
    const parsed = internationalNominationSchema(TODAY).parse({
      ...validInternational(),
      dob: '27031990',
      date_of_issue: '01-02-2020',
      valid_upto: '01/02/2030',
    });
    expect(parsed).toMatchObject({ dob: '1990-03-27', date_of_issue: '2020-02-01', valid_upto: '2030-02-01' });
  });

  it('checks the 18 years on the real date: 8 digits never become year 0215, 29-02 of a common year is no date', () => {
    const schema = internationalNominationSchema(TODAY);
    const invalid = 'Please enter a real date as DD-MM-YYYY, for example 27-03-1990.';
    expect(errorsOf(schema.safeParse({ ...validInternational(), dob: '0215-02-19' })).dob).toBe(invalid);
    expect(errorsOf(schema.safeParse({ ...validInternational(), dob: '02151990' })).dob).toBe(invalid);
    expect(errorsOf(schema.safeParse({ ...validInternational(), dob: '29-02-2003' })).dob).toBe(invalid);
    expect(errorsOf(schema.safeParse({ ...validInternational(), dob: '15-00-1990' })).dob).toBe(invalid);
    expect(schema.safeParse({ ...validInternational(), dob: '29-02-2004' }).success).toBe(true);
    // Turns 18 on the day: 15-06-2007 is old enough on 15-06-2025, typed any way; 16-06-2007 is not.
    expect(schema.safeParse({ ...validInternational(), dob: '15062007' }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...validInternational(), dob: '16062007' })).dob).toBe(
      'Date of birth should be equal to or greater than 18 years.',
    );
    // A date of birth in the future is under 18 too.
    expect(errorsOf(schema.safeParse({ ...validInternational(), dob: '01-01-2030' })).dob).toBe(
      'Date of birth should be equal to or greater than 18 years.',
    );
  });

  it('keeps date ranges in order', () => {
    const errors = errorsOf(
      internationalNominationSchema(TODAY).safeParse({
        ...validInternational(),
        date_of_issue: '2020-01-01',
        valid_upto: '2019-01-01',
        emp_from: '2015-01-01',
        emp_to: '2014-01-01',
      }),
    );
    expect(errors.valid_upto).toBe('The passport must be valid after its date of issue.');
    expect(errors.emp_to).toBe('The end date cannot be before the start date.');
  });

  it('refuses option values outside spec 2 §3 and unknown fields', () => {
    const errors = errorsOf(
      internationalNominationSchema(TODAY).safeParse({
        ...validInternational(),
        blood_group: 'C+',
        covid_vaccine_status: 'Maybe',
        hostel_facility: 'Perhaps',
        role: 'admin',
      }),
    );
    expect(errors.blood_group).toBe('Please choose one of the options.');
    expect(errors.covid_vaccine_status).toBe('Please choose one of the options.');
    expect(errors.hostel_facility).toBe('Please choose one of the options.');
    expect(errors['']).toBeDefined();
  });

  it('the payload adds course_id and counts missing fields as empty', () => {
    const schema = internationalNominationPayloadSchema(TODAY);
    const { hostel_facility: _hostel, ...withoutHostel } = validInternational();
    const parsed = schema.parse({ ...withoutHostel, course_id: '12' });
    expect(parsed.course_id).toBe(12);
    expect(parsed.values.hostel_facility).toBe('No');
    expect(parsed.values.whatsapp).toBe('');
    expect(parsed.values).not.toHaveProperty('course_id');
    expect(errorsOf(schema.safeParse(validInternational())).course_id).toBeDefined();
  });

  it('caps phone-like fields at 15 characters and the year at 4 (spec 2 §9)', () => {
    const byName = Object.fromEntries(INTERNATIONAL_FIELDS.map((field) => [field.name, field]));
    for (const name of [
      'mobile',
      'whatsapp',
      'landline_office',
      'landline_residence',
      'home_mobile',
      'office_mobile',
      'contact_ind_mobile',
    ]) {
      expect(byName[name]?.max, name).toBe(15);
    }
    expect(byName.year?.max).toBe(4);
  });
});

describe('the domestic nomination schema', () => {
  it('accepts a complete form', () => {
    expect(domesticNominationSchema(TODAY).safeParse(validDomestic()).error?.issues).toBeUndefined();
  });

  it('applies the domestic limits with the spec messages', () => {
    const errors = errorsOf(
      domesticNominationSchema(TODAY).safeParse({
        ...validDomestic(),
        first_name: 'f'.repeat(151),
        mobile_no: '98765',
        email_id: `${'e'.repeat(96)}@x.in`,
        current_work_place: 'w'.repeat(101),
        designation: 'd'.repeat(101),
        office_address: 'a'.repeat(201),
        previous_program_thematic: 't'.repeat(201),
        previous_program_venue: 'v'.repeat(101),
        previous_program_date: '2025-06-16',
      }),
    );
    expect(errors).toMatchObject({
      first_name: 'First name must not exceed 150 characters.',
      mobile_no: 'Mobile number must be exactly 10 digits.',
      email_id: 'Input fields must not exceed 100 characters.',
      current_work_place: 'Input fields must not exceed 100 characters.',
      designation: 'Input fields must not exceed 100 characters.',
      office_address: 'Input fields must not exceed 200 characters.',
      previous_program_thematic: 'Input fields must not exceed 200 characters.',
      previous_program_venue: 'Input fields must not exceed 100 characters.',
      previous_program_date: 'The date cannot be later than today.',
    });
    expect(
      errorsOf(domesticNominationSchema(TODAY).safeParse({ ...validDomestic(), mobile_no: '7777777777' })).mobile_no,
    ).toBe('Mobile number cannot have repeating digits.');
  });

  it('requires the basic details', () => {
    const errors = errorsOf(domesticNominationSchema(TODAY).safeParse(emptyDomesticValues()));
    expect(errors).toMatchObject({
      title: 'Please select a title',
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      gender: 'Please select a gender',
      dob: 'Please enter the date of birth.',
      mobile_no: 'Mobile number is required.',
      email_id: 'Email is required.',
      state_ut_name: 'Please select a state or union territory.',
    });
  });

  it('caps the domestic inputs as spec 2 §9 says', () => {
    const byName = Object.fromEntries(DOMESTIC_FIELDS.map((field) => [field.name, field.max]));
    expect(byName).toMatchObject({
      first_name: 150,
      middle_name: 150,
      last_name: 150,
      mobile_no: 10,
      email_id: 100,
      current_work_place: 100,
      designation: 100,
      previous_program_venue: 100,
      office_address: 200,
      previous_program_thematic: 200,
      state_ut_name: 10,
    });
  });

  it("keeps an address's ordinary punctuation as typed, refuses markup with a message, and keeps names strict (issue 16)", () => {
    const address = "Collector's Office, Room 4 (2nd floor);\nGate #3 & Annexe: Block 'B'";
    const parsed = domesticNominationSchema(TODAY).parse({ ...validDomestic(), office_address: address });
    expect(parsed.office_address).toBe(address);
    const errors = errorsOf(
      domesticNominationSchema(TODAY).safeParse({
        ...validDomestic(),
        office_address: 'Room <b>4</b>',
        designation: 'Tahsildar {acting}',
        middle_name: "D'Souza",
      }),
    );
    const freeText =
      'Only letters, digits, spaces, line breaks and the characters . , \' ( ) ; : # & ? ! % " @ _ / + - are allowed.';
    expect(errors).toMatchObject({
      office_address: freeText,
      designation: freeText,
      middle_name: 'Only letters, digits, spaces and the characters @ . _ / + - are allowed.',
    });
  });

  it('the payload takes course_id', () => {
    expect(domesticNominationPayloadSchema(TODAY).parse({ ...validDomestic(), course_id: '3' }).course_id).toBe(3);
  });
});
