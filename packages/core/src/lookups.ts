import { isoCountries } from './countries.generated.ts';

/** Lookup lists of accounts.md §3. Ids are the spec's; countries beyond 1-3 and 253 carry ISO codes and continents for contest filtering. */
export const genders = [
  { id: 1, name: 'Decline to Answer' },
  { id: 2, name: 'Male' },
  { id: 3, name: 'Female' },
  { id: 4, name: 'Transgender Male' },
  { id: 5, name: 'Transgender Female' },
  { id: 6, name: 'Gender Queer' },
] as const;

export const sexualOrientations = [
  { id: 1, name: 'Decline to Answer' },
  { id: 2, name: 'Heterosexual' },
  { id: 3, name: 'Gay' },
  { id: 4, name: 'Lesbian' },
  { id: 5, name: 'Bisexual' },
] as const;

/** The continents a contest may be limited to, as the countries' table names them. */
export const continents = ['North America', 'South America', 'Europe', 'Asia', 'Africa', 'Oceania', 'Antarctica'] as const;
export type Continent = (typeof continents)[number];

export interface Country {
  id: number;
  name: string;
  code: string;
  continent: Continent | null;
}

export const OTHER_COUNTRY_ID = 253;
export const DEFAULT_COUNTRY_ID = 1;

/**
 * Every country a creator may live in (accounts.md §3: ids 1 to 253; 1 United States, 2 Canada, 3 Mexico, 253
 * Other/None): ISO 3166-1 codes and names with continents for the contest rules (countries.generated.ts, made by
 * scripts/generate-countries.mjs). Ids are stored, so they never change. Listed as the pickers show them: the
 * spec's first three, every other country by name, then Other/None.
 */
export const countries: readonly Country[] = [
  ...isoCountries.filter((c) => c.id <= 3),
  ...isoCountries.filter((c) => c.id > 3).sort((a, b) => a.name.localeCompare(b.name, 'en')),
  { id: OTHER_COUNTRY_ID, name: 'Other/None', code: 'ZZ', continent: null },
];

export const countryById = (id: number | null | undefined): Country | undefined =>
  countries.find((c) => c.id === id);

export const OTHER_STATE_ID = 111;

export interface State {
  id: number;
  name: string;
  countryId: number;
}

const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia',
  'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine',
  'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada',
  'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon',
  'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia',
  'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
];
const CA_PROVINCES = [
  'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Nova Scotia', 'Ontario',
  'Prince Edward Island', 'Quebec', 'Saskatchewan', 'Northwest Territories', 'Nunavut', 'Yukon',
];
const MX_STATES = ['Ciudad de México', 'Jalisco', 'Nuevo León', 'Puebla', 'Yucatán', 'Baja California'];
const US_TERRITORIES = ['Puerto Rico', 'Guam', 'U.S. Virgin Islands', 'American Samoa', 'Northern Mariana Islands'];

/** States are numbered 1..n in list order; 111 is Other/None as the spec fixes. */
export const states: readonly State[] = [
  ...US_STATES.map((name) => ({ name, countryId: 1 })),
  ...CA_PROVINCES.map((name) => ({ name, countryId: 2 })),
  ...MX_STATES.map((name) => ({ name, countryId: 3 })),
  ...US_TERRITORIES.map((name) => ({ name, countryId: 1 })),
].map((s, i) => ({ id: i + 1, ...s }))
  .concat([{ id: OTHER_STATE_ID, name: 'Other/None', countryId: OTHER_COUNTRY_ID }]);

export const stateById = (id: number | null | undefined): State | undefined => states.find((s) => s.id === id);

export const platforms = [
  { id: 1, name: 'Instagram' },
  { id: 2, name: 'Facebook' },
  { id: 3, name: 'Twitter' },
  { id: 4, name: 'TikTok' },
  { id: 6, name: 'Triller' },
  { id: 7, name: 'YouTube Shorts' },
  { id: 8, name: 'CapCut' },
] as const;

export type PlatformId = (typeof platforms)[number]['id'];

export const approvalStatuses = [
  { id: 1, name: 'Pending' },
  { id: 2, name: 'Denied' },
  { id: 3, name: 'Approved' },
] as const;
export const APPROVED_STATUS_ID = 3;

/** Why a creator declines an offer (campaigns.md §3 decline option). Id 2 is a counter offer in USD. */
export const declineOptions = [
  { id: 1, description: 'The rate is too low', requiresReason: false },
  { id: 2, description: 'Counter offer', requiresReason: false },
  { id: 3, description: 'Not a fit for my audience', requiresReason: false },
  { id: 4, description: 'I can not post in time', requiresReason: false },
  { id: 5, description: 'Other', requiresReason: true },
] as const;
export const COUNTER_OFFER_DECLINE_ID = 2;
