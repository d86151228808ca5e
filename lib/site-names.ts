import type { Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site-config';

/** The foundation's names, place and hours as each language writes them. */
export interface SiteNames {
  name: string;
  /** Where the full name does not fit: under an installed app's icon. */
  shortName: string;
  clubName: string;
  district: string;
  town: string;
  state: string;
  postalLocation: string;
  openingHours: string;
}

const namesByLocale: Record<Locale, SiteNames> = {
  en: {
    name: siteConfig.name,
    shortName: siteConfig.shortName,
    clubName: siteConfig.clubName,
    district: siteConfig.district,
    town: siteConfig.town,
    state: siteConfig.state,
    postalLocation: siteConfig.postalLocation,
    openingHours: siteConfig.openingHours,
  },
  hi: {
    name: siteConfig.nameHi,
    shortName: siteConfig.shortNameHi,
    clubName: siteConfig.clubNameHi,
    district: siteConfig.districtHi,
    town: siteConfig.townHi,
    state: siteConfig.stateHi,
    postalLocation: siteConfig.postalLocationHi,
    openingHours: siteConfig.openingHoursHi,
  },
};

export function siteNames(locale: Locale): SiteNames {
  return namesByLocale[locale];
}
