/**
 * The district's blocks (prakhand) in Latin letters: the survey offers them (and the database
 * rules accept only them), and the news reader's district filter matches them, so one list
 * serves both. No zod here, so the reader's browser code can import it.
 */
export const BLOCKS = [
  'Akorhi Gola',
  'Bikramganj',
  'Chenari',
  'Dawath',
  'Dehri',
  'Dinara',
  'Karakat',
  'Kargahar',
  'Kochas',
  'Nasriganj',
  'Nauhatta',
  'Nokha',
  'Rajpur',
  'Rohtas',
  'Sanjhauli',
  'Sasaram',
  'Sheosagar',
  'Suryapura',
  'Tilouthu',
] as const;

export type Block = (typeof BLOCKS)[number];
