// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { ageOn, MOBILE_PATTERN, normalizeMobile, parseMessage, todayInIndia } from '@/lib/forms/field-values';
import { AGE_GROUPS, BLOCKS, FORM_NODES, INTERESTS } from '@/lib/forms/options';
import { complaintSchema, contactSchema, membershipSchema, surveySchema } from '@/lib/forms/schemas';
import {
  TODAY,
  TOMORROW,
  today,
  validAnonymousComplaint,
  validComplaint,
  validContact,
  validMembership,
  validMinorMembership,
  validMinorSurvey,
  validSurvey,
  YESTERDAY,
} from './examples';

type Schema = z.ZodMiniType;

/** The message keys of a failed parse, by dotted path ('' when it succeeded). */
function issuesOf(schema: Schema, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.error.issues) (issues[issue.path.join('.')] ??= []).push(issue.message);
  return issues;
}

/** Parses input that must be valid, failing with the issues if it is not. */
function parseValid(schema: Schema, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected valid, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

const chars = (n: number, c = 'a') => c.repeat(n);

const membership = membershipSchema(today);
const complaint = complaintSchema(today);

describe('field helpers', () => {
  it.each([
    ['+91 98765-43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['9876543210', '9876543210'],
    ['', ''],
  ])('normalizeMobile(%j) is %j', (input, output) => {
    expect(normalizeMobile(input)).toBe(output);
  });

  it('MOBILE_PATTERN takes 10 digits starting 6 to 9 only', () => {
    expect(['6000000000', '7123456789', '8123456789', '9123456789'].every((v) => MOBILE_PATTERN.test(v))).toBe(true);
    expect(['5876543210', '98765', '98765432101', 'abcdefghij', ''].some((v) => MOBILE_PATTERN.test(v))).toBe(false);
  });

  it.each([
    ['tooShort:30', { key: 'tooShort', limit: 30 }],
    ['tooLong:2000', { key: 'tooLong', limit: 2000 }],
    ['required', { key: 'required' }],
    ['guardianRequired', { key: 'guardianRequired' }],
  ])('parseMessage(%j)', (message, parsed) => {
    expect(parseMessage(message)).toEqual(parsed);
  });

  it.each([
    ['2008-11-21', TODAY, 18], // 18th birthday today
    ['2008-11-22', TODAY, 17], // 18th birthday tomorrow
    ['2008-12-01', TODAY, 17],
    ['2008-10-31', TODAY, 18],
    ['2008-02-29', '2026-02-28', 17], // leap-day birthday: not yet
    ['2008-02-29', '2026-03-01', 18],
    ['2001-03-15', TODAY, 25],
  ])('ageOn(%j, %j) is %d', (dob, on, age) => {
    expect(ageOn(dob, on)).toBe(age);
  });

  it('ageOn is NaN for a date it cannot read', () => {
    expect(ageOn('x', TODAY)).toBeNaN();
    expect(ageOn('', TODAY)).toBeNaN();
    expect(ageOn('2008-11', TODAY)).toBeNaN();
  });

  it('todayInIndia gives YYYY-MM-DD in Asia/Kolkata (UTC+5:30)', () => {
    expect(todayInIndia()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(todayInIndia(new Date('2026-11-20T20:00:00Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-20T18:29:59Z'))).toBe('2026-11-20');
    expect(todayInIndia(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
  });

  it('each form has its own database node', () => {
    expect(FORM_NODES).toEqual({
      survey: 'surveyResponses',
      membership: 'rufcMembershipApplications',
      complaint: 'rufcComplaints',
      contact: 'contactMessages',
    });
  });
});

describe('survey', () => {
  const withField = (field: string, value: unknown) => issuesOf(surveySchema, { ...validSurvey, [field]: value });

  it('asks someone aged 14 to 17 for a parent’s name and mobile', () => {
    expect(issuesOf(surveySchema, { ...validSurvey, ageGroup: '14-17' })).toEqual({
      guardianName: ['guardianRequired'],
      guardianPhone: ['guardianRequired'],
    });
    expect(issuesOf(surveySchema, { ...validMinorSurvey, guardianPhone: '12345' })).toEqual({
      guardianPhone: ['mobile'],
    });
    expect(parseValid(surveySchema, validMinorSurvey)).toMatchObject({
      guardianName: 'Sunita Devi',
      guardianPhone: '9123456789',
    });
  });

  it('asks no parent of someone 18 or older', () => {
    expect(withField('ageGroup', '18-21')).toEqual({});
  });

  it('accepts a valid response and trims its text', () => {
    expect(parseValid(surveySchema, validSurvey)).toEqual({
      ageGroup: '18-21',
      block: 'Sasaram',
      village: 'Karwandiya',
      occupation: 'college',
      interests: ['social', 'sports'],
      needs: 'A library in the village',
      suggestions: '',
      consent: true,
      guardianName: '',
      guardianPhone: '',
    });
  });

  it('accepts every listed age group (under 18 with a parent), block and interest', () => {
    for (const ageGroup of AGE_GROUPS) {
      const guardian = ageGroup === '14-17' ? { guardianName: 'Sunita Devi', guardianPhone: '9123456789' } : {};
      expect(issuesOf(surveySchema, { ...validSurvey, ...guardian, ageGroup })).toEqual({});
    }
    for (const block of BLOCKS) expect(withField('block', block)).toEqual({});
    expect(withField('interests', [...INTERESTS])).toEqual({});
  });

  it.each([
    ['ageGroup', '30-35'],
    ['ageGroup', ''],
    ['block', 'Patna'],
    ['block', 'sasaram'],
    ['occupation', 'student'],
  ])('refuses %s %j with choose', (field, value) => {
    expect(withField(field, value)).toEqual({ [field]: ['choose'] });
  });

  it('refuses an interest outside the list with choose at its index', () => {
    expect(withField('interests', ['social', 'gaming'])).toEqual({ 'interests.1': ['choose'] });
  });

  it('needs at least one interest', () => {
    expect(withField('interests', [])).toEqual({ interests: ['chooseOne'] });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['a', 'tooShort:2'],
    ['  a  ', 'tooShort:2'],
    [chars(81), 'tooLong:80'],
  ])('refuses village %j with %s', (village, key) => {
    expect(withField('village', village)).toEqual({ village: [key] });
  });

  it('takes a village of 2 and of 80 characters', () => {
    expect(withField('village', 'Ab')).toEqual({});
    expect(withField('village', chars(80))).toEqual({});
  });

  it('keeps needs and suggestions optional up to 500 characters', () => {
    expect(withField('needs', '')).toEqual({});
    expect(withField('needs', chars(500))).toEqual({});
    expect(withField('needs', chars(501))).toEqual({ needs: ['tooLong:500'] });
    expect(withField('suggestions', chars(501))).toEqual({ suggestions: ['tooLong:500'] });
  });

  it('requires consent', () => {
    expect(withField('consent', false)).toEqual({ consent: ['consent'] });
  });
});

describe('RUFC membership', () => {
  const withFields = (fields: Record<string, unknown>, base: object = validMembership) =>
    issuesOf(membership, { ...base, ...fields });

  const guardian = { guardianName: 'Sunita Devi', guardianPhone: '9123456789' };

  it('accepts an adult with no guardian, normalising phone and trimming text', () => {
    expect(parseValid(membership, validMembership)).toEqual({
      fullName: 'Ravi Kumar',
      dateOfBirth: '2001-03-15',
      phone: '9876543210',
      guardianName: '',
      guardianPhone: '',
      village: 'Dehri',
      position: 'midfielder',
      experience: 'school',
      plan: '',
      consent: true,
    });
  });

  it('accepts a minor with a guardian, normalising the guardian phone', () => {
    expect(parseValid(membership, validMinorMembership)).toMatchObject({
      dateOfBirth: '2011-06-01',
      phone: '7654321098',
      guardianName: 'Sunita Devi',
      guardianPhone: '9123456789',
      plan: 'player',
    });
  });

  it.each([
    ['5876543210', 'mobile'],
    ['98765', 'mobile'],
    ['98765432101', 'mobile'],
    ['abcdefghij', 'mobile'],
    ['', 'required'],
    ['  ', 'required'],
  ])('refuses phone %j with %s', (phone, key) => {
    expect(withFields({ phone })).toEqual({ phone: [key] });
  });

  it.each([
    [TODAY, 'pastDate'],
    [TOMORROW, 'pastDate'],
    ['2030-01-01', 'pastDate'],
    ['2026-02-30', 'date'],
    ['2026-02-29', 'date'], // 2026 is not a leap year
    ['2026-13-01', 'date'],
    ['2008-00-10', 'date'],
    ['15/03/2001', 'date'],
    ['x', 'date'],
    ['', 'required'],
  ])('refuses date of birth %j with %s', (dateOfBirth, key) => {
    // A birth date today or later makes the applicant a minor too; only the date's own issue is checked here.
    expect(withFields({ dateOfBirth }).dateOfBirth).toEqual([key]);
  });

  it('takes a date of birth of yesterday and a real leap day', () => {
    expect(withFields({ dateOfBirth: YESTERDAY, ...guardian }).dateOfBirth).toBeUndefined();
    expect(withFields({ dateOfBirth: '2008-02-29' })).toEqual({});
  });

  it('asks a minor for a guardian name and phone', () => {
    expect(withFields({ guardianName: '', guardianPhone: '' }, validMinorMembership)).toEqual({
      guardianName: ['guardianRequired'],
      guardianPhone: ['guardianRequired'],
    });
    expect(withFields({ guardianName: ' S ' }, validMinorMembership)).toEqual({ guardianName: ['guardianRequired'] });
    expect(withFields({ guardianPhone: '   ' }, validMinorMembership)).toEqual({ guardianPhone: ['guardianRequired'] });
  });

  it.each(['12345', '5123456789', 'abcdefghij'])('refuses a minor’s guardian phone %j with mobile', (guardianPhone) => {
    expect(withFields({ guardianPhone }, validMinorMembership)).toEqual({ guardianPhone: ['mobile'] });
  });

  it('decides minor or adult on the given today', () => {
    // 18 today: an adult, no guardian needed.
    expect(withFields({ dateOfBirth: '2008-11-21' })).toEqual({});
    // 18 tomorrow: still a minor today.
    expect(withFields({ dateOfBirth: '2008-11-22' })).toEqual({
      guardianName: ['guardianRequired'],
      guardianPhone: ['guardianRequired'],
    });
    expect(withFields({ dateOfBirth: '2008-11-22', ...guardian })).toEqual({});
    // The same birth date is an adult a day later.
    expect(
      membershipSchema(() => '2026-11-22').safeParse({ ...validMembership, dateOfBirth: '2008-11-22' }).success,
    ).toBe(true);
  });

  it('lets an adult leave out the guardian, but a guardian phone that is given must be valid', () => {
    expect(withFields({ guardianName: 'Sunita Devi', guardianPhone: '9123456789' })).toEqual({});
    expect(withFields({ guardianPhone: '12345' })).toEqual({ guardianPhone: ['mobile'] });
    expect(withFields({ guardianName: chars(81) })).toEqual({ guardianName: ['tooLong:80'] });
  });

  it.each([
    ['fullName', '', 'required'],
    ['fullName', ' R ', 'tooShort:2'],
    ['fullName', chars(81), 'tooLong:80'],
    ['village', '', 'required'],
    ['village', 'D', 'tooShort:2'],
    ['village', chars(81), 'tooLong:80'],
    ['position', 'striker', 'choose'],
    ['experience', 'national', 'choose'],
    ['plan', 'gold', 'choose'],
    ['consent', false, 'consent'],
  ])('refuses %s %j with %s', (field, value, key) => {
    expect(withFields({ [field]: value })).toEqual({ [field]: [key] });
  });

  it('takes every plan, or none', () => {
    for (const plan of ['', 'player', 'supporter', 'family', 'patron']) expect(withFields({ plan })).toEqual({});
  });

  it('uses India’s today by default', () => {
    expect(membershipSchema().safeParse(validMembership).success).toBe(true);
    const bornToday = { ...validMembership, ...guardian, dateOfBirth: todayInIndia() };
    expect(issuesOf(membershipSchema(), bornToday).dateOfBirth).toEqual(['pastDate']);
  });
});

describe('RUFC complaint', () => {
  const withFields = (fields: Record<string, unknown>, base: object = validComplaint) =>
    issuesOf(complaint, { ...base, ...fields });

  it('accepts a named complaint, trimming text and normalising the phone', () => {
    expect(parseValid(complaint, validComplaint)).toEqual({
      category: 'coaching',
      description: 'The coach shouted at the under-16 players after the match on Sunday.',
      incidentDate: YESTERDAY,
      anonymous: false,
      name: 'Priya Singh',
      phone: '9876543210',
    });
  });

  it('accepts an anonymous complaint with no name or phone', () => {
    expect(parseValid(complaint, validAnonymousComplaint)).toEqual(validAnonymousComplaint);
  });

  it.each([
    [TODAY, undefined],
    [YESTERDAY, undefined],
    ['2020-01-31', undefined],
    [TOMORROW, 'notFuture'],
    ['2027-01-01', 'notFuture'],
    ['2026-02-30', 'date'],
    ['2026-11-31', 'date'],
    ['x', 'date'],
    ['', 'required'],
  ])('incident date %j: %s', (incidentDate, key) => {
    expect(withFields({ incidentDate })).toEqual(key ? { incidentDate: [key] } : {});
  });

  it.each([
    ['', 'required'],
    [chars(29), 'tooShort:30'],
    [`  ${chars(29)}  `, 'tooShort:30'],
    [chars(2001), 'tooLong:2000'],
  ])('refuses description %j with %s', (description, key) => {
    expect(withFields({ description })).toEqual({ description: [key] });
  });

  it('takes a description of 30 and of 2000 characters', () => {
    expect(withFields({ description: chars(30) })).toEqual({});
    expect(withFields({ description: chars(2000) })).toEqual({});
  });

  it('refuses a category outside the list', () => {
    expect(withFields({ category: 'parking' })).toEqual({ category: ['choose'] });
  });

  it('needs a name and a valid phone when not anonymous', () => {
    expect(withFields({ name: '', phone: '' })).toEqual({ name: ['required'], phone: ['required'] });
    expect(withFields({ name: ' P ' })).toEqual({ name: ['required'] });
    expect(withFields({ phone: '12345' })).toEqual({ phone: ['mobile'] });
    expect(withFields({ phone: '5876543210' })).toEqual({ phone: ['mobile'] });
    expect(withFields({ name: chars(81) })).toEqual({ name: ['tooLong:80'] });
  });

  it('needs no name or phone when anonymous, but a phone that is given must be valid', () => {
    expect(withFields({ name: 'Priya', phone: '9876543210' }, validAnonymousComplaint)).toEqual({});
    expect(withFields({ phone: '12345' }, validAnonymousComplaint)).toEqual({ phone: ['mobile'] });
  });
});

describe('contact message', () => {
  const withField = (field: string, value: unknown) => issuesOf(contactSchema, { ...validContact, [field]: value });

  it('accepts a valid message, trimming text and normalising the phone', () => {
    expect(parseValid(contactSchema, validContact)).toEqual({
      name: 'Amit',
      phone: '6123456789',
      subject: 'Volunteering',
      message: 'I would like to help at the Saturday camp.',
      consent: true,
    });
    expect(parseValid(contactSchema, { ...validContact, phone: '+91 98765-43210' })).toMatchObject({
      phone: '9876543210',
    });
  });

  it.each([
    ['name', '', 'required'],
    ['name', 'A', 'tooShort:2'],
    ['name', chars(81), 'tooLong:80'],
    ['phone', '', 'required'],
    ['phone', '5876543210', 'mobile'],
    ['phone', '98765', 'mobile'],
    ['phone', 'abcdefghij', 'mobile'],
    ['subject', '', 'required'],
    ['subject', 'Hi', 'tooShort:3'],
    ['subject', chars(121), 'tooLong:120'],
    ['message', '', 'required'],
    ['message', 'Too short', 'tooShort:10'],
    ['message', chars(1001), 'tooLong:1000'],
  ])('refuses %s %j with %s', (field, value, key) => {
    expect(withField(field, value)).toEqual({ [field]: [key] });
  });

  it('needs its consent box ticked: unticked, or missing, is refused with the consent message', () => {
    expect(withField('consent', false)).toEqual({ consent: ['consent'] });
    expect(withField('consent', 'yes')).toEqual({ consent: expect.any(Array) });
  });

  it('takes each text at its bounds', () => {
    expect(withField('subject', 'Hey')).toEqual({});
    expect(withField('subject', chars(120))).toEqual({});
    expect(withField('message', chars(10))).toEqual({});
    expect(withField('message', chars(1000))).toEqual({});
  });
});
