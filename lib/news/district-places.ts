import { BLOCKS, type Block } from '@/lib/district-blocks';
import { siteConfig } from '@/lib/site-config';

/** A place of the district as news text writes it: every Latin and Devanagari spelling to match. */
export interface DistrictPlace {
  latin: readonly string[];
  devanagari: readonly string[];
}

/** The district's value in the reader's URL (`/news?district=rohtas`). */
export const DISTRICT_SLUG = siteConfig.district.toLowerCase();

/**
 * Each block's Devanagari names, keyed by the survey's Latin name: a block added to the survey
 * without its Hindi name fails the type check, so the survey and the news filter cannot drift.
 * Variants are the spellings Hindi papers print (करगहर and कारगहर, बिक्रमगंज and विक्रमगंज).
 */
const BLOCK_NAMES_HI: Record<Block, readonly string[]> = {
  'Akorhi Gola': ['अकोढ़ी गोला', 'अकोढ़ीगोला'],
  Bikramganj: ['बिक्रमगंज', 'विक्रमगंज'],
  Chenari: ['चेनारी'],
  Dawath: ['दावथ'],
  // The town is Dehri-on-Sone (डेहरी ऑन सोन); its first word matches it.
  Dehri: ['डेहरी', 'डिहरी'],
  Dinara: ['दिनारा'],
  Karakat: ['काराकाट'],
  Kargahar: ['करगहर', 'कारगहर'],
  Kochas: ['कोचस'],
  Nasriganj: ['नासरीगंज'],
  Nauhatta: ['नौहट्टा'],
  Nokha: ['नोखा'],
  Rajpur: ['राजपुर'],
  Rohtas: ['रोहतास'],
  Sanjhauli: ['संझौली'],
  Sasaram: ['सासाराम', 'सहसराम'],
  Sheosagar: ['शिवसागर'],
  Suryapura: ['सूर्यपुरा'],
  Tilouthu: ['तिलौथू'],
};

/** Other Latin spellings of a block that news in English uses. */
const BLOCK_NAMES_LATIN: Partial<Record<Block, readonly string[]>> = {
  'Akorhi Gola': ['Akorhigola'],
  Sasaram: ['Sahasram'],
  Sheosagar: ['Shivsagar'],
  Tilouthu: ['Tilauthu'],
};

/**
 * Towns and landmarks that are not block names. Rohtasgarh (the fort) is its own place: a word
 * that only begins with a place name does not match that name.
 */
const OTHER_PLACES: readonly DistrictPlace[] = [
  { latin: ['Rohtasgarh'], devanagari: ['रोहतासगढ़'] },
  { latin: ['Dalmianagar'], devanagari: ['डालमियानगर'] },
  { latin: ['Indrapuri'], devanagari: ['इंद्रपुरी', 'इन्द्रपुरी'] },
  { latin: ['Koath'], devanagari: ['कोआथ'] },
];

/** The district (also a block of its own name), its blocks and its main towns, in both scripts. */
export const DISTRICT_PLACES: readonly DistrictPlace[] = [
  { latin: [siteConfig.district], devanagari: [siteConfig.districtHi] },
  ...BLOCKS.map((block) => ({
    latin: [block, ...(BLOCK_NAMES_LATIN[block] ?? [])],
    devanagari: BLOCK_NAMES_HI[block],
  })),
  ...OTHER_PLACES,
];
