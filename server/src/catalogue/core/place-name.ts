// One spelling per place so "St. George", "Saint George" and "ST GEORGE" meet in the index.
// A Map, not an object: a place word like "constructor" must not read Object's prototype.
const ABBREVIATIONS = new Map<string, string>([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['ft', 'fort'],
  ['mt', 'mount'],
  ['pt', 'point'],
]);

/**
 * Lower case, accents and apostrophes dropped, every other run of non-letters and non-digits one
 * space, abbreviations spelled out: "Ste. Geneviève" and "SAINTE GENEVIEVE" meet as one key.
 */
export function normalizePlaceName(text: string): string {
  return ASCII_ONLY.test(text) ? normalizeAscii(text) : normalizeUnicode(text);
}

/** The general rule, for any text; normalizePlaceName takes a faster path for plain ASCII. */
export function normalizeUnicode(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return words.map((w) => ABBREVIATIONS.get(w) ?? w).join(' ');
}

// eslint-disable-next-line no-control-regex
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * The same key as normalizeUnicode for a plain ASCII text (nearly every name), without Unicode
 * decomposition, which costs most of the time when the start-up indexes normalize some 100,000
 * names (server/src/catalogue/core/place-name.test.ts holds both equal on every name in data/).
 */
function normalizeAscii(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/['`]/g, '')
    .match(/[a-z0-9]+/g);
  if (!words) return '';
  let out = '';
  for (const w of words) out = out ? `${out} ${ABBREVIATIONS.get(w) ?? w}` : (ABBREVIATIONS.get(w) ?? w);
  return out;
}

export const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  VI: 'U.S. Virgin Islands',
};

/**
 * The key of texts joined by separators ("Lakeside Campground (near Moab), Utah, United States")
 * from the keys of its parts: normalizing works word by word, so this equals normalizing the whole
 * text, without reading it again (gazetteer.test.ts checks it on every label).
 */
export const joinKeys = (...keys: string[]): string => keys.filter(Boolean).join(' ');

const STATE_KEYS = new Map<string, string>();
/** The key of a state's name as labels spell it ("Utah" for UT, the code itself when unknown). */
export function stateKey(state: string): string {
  let key = STATE_KEYS.get(state);
  if (key === undefined) STATE_KEYS.set(state, (key = normalizePlaceName(STATE_NAMES[state] ?? state)));
  return key;
}

/** The key of "<name>, <State name>, United States" from the key of the name. */
export const placeKey = (nameKey: string, state: string): string =>
  joinKeys(nameKey, stateKey(state), 'united states');

const STATE_BY_NAME = new Map<string, string>(
  Object.entries(STATE_NAMES).map(([code, name]) => [normalizePlaceName(name), code]),
);

// Accepts "CO", "co", "Colorado"; returns the 2-letter code or undefined.
export function parseState(text: string): string | undefined {
  const t = text.trim();
  if (/^[a-z]{2}$/i.test(t) && STATE_NAMES[t.toUpperCase()]) return t.toUpperCase();
  return STATE_BY_NAME.get(normalizePlaceName(t));
}
