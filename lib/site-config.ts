/**
 * Everything a deployment changes about the foundation lives here: pages, shell and
 * metadata read it, so no name, number or address is repeated in components.
 */
export const siteConfig = {
  name: 'Rohtas Yuva Foundation',
  shortName: 'RYF',
  nameHi: 'रोहतास युवा फाउंडेशन',
  // Under an installed app's icon, where a dozen letters fit.
  shortNameHi: 'रोहतास युवा',
  clubName: 'Rohtas United Football Club',
  clubNameHi: 'रोहतास यूनाइटेड फ़ुटबॉल क्लब',
  clubShortName: 'RUFC',
  district: 'Rohtas',
  districtHi: 'रोहतास',
  // District headquarters: the office, the courts named in the terms, the railway station.
  town: 'Sasaram',
  townHi: 'सासाराम',
  state: 'Bihar',
  stateHi: 'बिहार',
  foundedYear: 2016,
  // The youth survey's last day (India time): its contact details are erased 12 months later
  // (lib/privacy/retention.ts), and the Privacy Policy names the day.
  surveyClosesOn: '2027-03-31',
  phone: { display: '+91 94311 52640', tel: '+919431152640' },
  email: 'contact@rohtasyuva.org',
  postalLocation: 'Station Road, Sasaram, Rohtas, Bihar 821115',
  postalLocationHi: 'स्टेशन रोड, सासाराम, रोहतास, बिहार 821115',
  openingHours: '9:30am - 6:30pm Mon - Sun',
  openingHoursHi: 'सोमवार से रविवार, सुबह 9:30 से शाम 6:30 तक',
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/rohtasyuvafoundation' },
    { network: 'Instagram', url: 'https://www.instagram.com/rohtasyuvafoundation' },
    { network: 'YouTube', url: 'https://www.youtube.com/@rohtasyuvafoundation' },
    { network: 'X', url: 'https://x.com/rohtasyuva' },
  ],
  payments: {
    // What the payer's UPI app shows as the payee (pn); the bank adds the account holder's own name.
    payeeName: 'Rohtas Yuva Foundation',
    // The largest donation the site takes in one payment, in whole rupees: a gift above it is
    // better made by bank transfer, with the office, so a mistyped zero is never asked for.
    maxDonationRupees: 100_000,
    donationPresetsRupees: [500, 1000, 2500, 5000],
    // Whether the trust holds registration under the Foreign Contribution (Regulation) Act. Without
    // it the site must refuse a gift from a foreign citizen: the donor's citizenship decides.
    fcraRegistered: false,
  },
  /**
   * The trust's tax identity, printed on every receipt and written into Form 10BD. From the
   * trust's own papers: the Income-tax Act's section numbering and the 80G approval's terms change,
   * so none of it is written into code. The values below are the demo's, not a real trust's.
   */
  trust: {
    legalName: 'Rohtas Yuva Foundation',
    legalNameHi: 'रोहतास युवा फाउंडेशन',
    // The trust deed's registration with the Sub-Registrar, which the FAQ says every receipt carries.
    deedRegistration: 'Sasaram Sub-Registry, Book IV, No. 112 of 2016',
    pan: 'AAATR0000A',
    /** The approval under section 80G: its Unique Registration Number (Form 10AC), issued on and valid for these dates. */
    approval80G: {
      urn: 'AAATR0000AF20221',
      issuedOn: '2022-05-27',
      validFrom: '2022-04-01',
      validUntil: '2027-03-31',
      // The words the receipt states; the section code is Form 10BD's for the same approval.
      sectionLabel: 'section 80G(5)(vi) of the Income-tax Act, 1961',
      sectionLabelHi: 'आयकर अधिनियम, 1961 की धारा 80G(5)(vi)',
      form10bdSectionCode: 'Section 80G',
    },
  },
  colors: { primary: '#1976d2', secondary: '#f50057', background: '#ffffff' },
  /** The same brand in the dark theme: lighter shades that read on a dark page. */
  darkColors: { primary: '#90caf9', primaryDark: '#64b5f6', secondary: '#f48fb1', background: '#121212' },
} as const;

export type SiteConfig = typeof siteConfig;
export type SocialNetwork = SiteConfig['social'][number]['network'];
