// Valid form inputs shared by the schema tests and the database-rules tests, so the records the
// rules are tested with are exactly what the schemas output.

/** The fixed "today" (India) the date rules are tested against. */
export const TODAY = '2026-11-21';
export const YESTERDAY = '2026-11-20';
export const TOMORROW = '2026-11-22';
export const today = () => TODAY;

export const validSurvey = {
  ageGroup: '18-21',
  block: 'Sasaram',
  village: '  Karwandiya  ',
  occupation: 'college',
  interests: ['social', 'sports'],
  needs: '  A library in the village  ',
  suggestions: '',
  consent: true,
  guardianName: '',
  guardianPhone: '',
};

/** Someone under 18 (the 14-17 band) with a parent's name and mobile. */
export const validMinorSurvey = {
  ...validSurvey,
  ageGroup: '14-17',
  guardianName: ' Sunita Devi ',
  guardianPhone: '0 91234 56789',
};

/** An adult (25 on TODAY): no guardian needed, no plan chosen. */
export const validMembership = {
  fullName: '  Ravi Kumar ',
  dateOfBirth: '2001-03-15',
  phone: '+91 98765-43210',
  guardianName: '',
  guardianPhone: '',
  village: 'Dehri',
  position: 'midfielder',
  experience: 'school',
  plan: '',
  consent: true,
};

/** A minor (15 on TODAY) with a guardian and a plan. */
export const validMinorMembership = {
  ...validMembership,
  fullName: 'Sonu Kumar',
  dateOfBirth: '2011-06-01',
  phone: '7654321098',
  guardianName: ' Sunita Devi ',
  guardianPhone: '0 91234 56789',
  plan: 'player',
};

export const validComplaint = {
  category: 'coaching',
  description: '  The coach shouted at the under-16 players after the match on Sunday.  ',
  incidentDate: YESTERDAY,
  anonymous: false,
  name: ' Priya Singh ',
  phone: '98765 43210',
};

export const validAnonymousComplaint = {
  category: 'safeguarding',
  description: 'Someone was taking photos of the girls team during practice without asking.',
  incidentDate: TODAY,
  anonymous: true,
  name: '',
  phone: '',
};

/**
 * What the browser stores with an anonymous complaint instead of contact details: the SHA-256 of
 * "reference:code" (lib/forms/secret-code.ts), here of "CMP-AB12CD34:K7M2Q9".
 */
export const exampleSecretHash = '4a268712c62c5bef81fbd19ee801a1ec7502e2b2599fcb9165445c651f3cca7a';

export const validContact = {
  name: ' Amit ',
  phone: '6123456789',
  subject: '  Volunteering ',
  message: 'I would like to help at the Saturday camp.',
  consent: true,
};
