/**
 * The IOC codes of National Olympic Committees that are not their country's ISO 3166-1 alpha-3 code, each with the
 * country's alpha-2 (docs/import.md, "Countries"). All of them, from the IOC's list of the 206 NOCs
 * (https://www.olympics.com/ioc/national-olympic-committees); the other NOCs' codes are their alpha-3 (`FRA`, `USA`,
 * `KEN`). Written out rather than taken from the world-countries dataset, whose `cioc` misses some (it gives
 * Lebanon `LBN`, not `LIB`). ioc-codes.test.ts checks it against a copy of the IOC's list (fixtures/ioc-nocs.csv).
 */
export const IOC_CODES: Readonly<Record<string, string>> = {
  ALG: 'DZ', // Algeria
  ANG: 'AO', // Angola
  ANT: 'AG', // Antigua and Barbuda
  ARU: 'AW', // Aruba
  ASA: 'AS', // American Samoa
  BAH: 'BS', // Bahamas
  BAN: 'BD', // Bangladesh
  BAR: 'BB', // Barbados
  BER: 'BM', // Bermuda
  BHU: 'BT', // Bhutan
  BIZ: 'BZ', // Belize
  BOT: 'BW', // Botswana
  BRN: 'BH', // Bahrain (BRN is Brunei's ISO code: see AMBIGUOUS_CODES)
  BRU: 'BN', // Brunei Darussalam
  BUL: 'BG', // Bulgaria
  BUR: 'BF', // Burkina Faso
  CAM: 'KH', // Cambodia
  CAY: 'KY', // Cayman Islands
  CGO: 'CG', // Congo
  CHA: 'TD', // Chad
  CHI: 'CL', // Chile
  CRC: 'CR', // Costa Rica
  CRO: 'HR', // Croatia
  DEN: 'DK', // Denmark
  ESA: 'SV', // El Salvador
  FIJ: 'FJ', // Fiji
  GAM: 'GM', // Gambia
  GBS: 'GW', // Guinea-Bissau
  GEQ: 'GQ', // Equatorial Guinea
  GER: 'DE', // Germany
  GRE: 'GR', // Greece
  GRN: 'GD', // Grenada
  GUA: 'GT', // Guatemala
  GUI: 'GN', // Guinea
  HAI: 'HT', // Haiti
  HON: 'HN', // Honduras
  INA: 'ID', // Indonesia
  IRI: 'IR', // Iran
  ISV: 'VI', // United States Virgin Islands
  IVB: 'VG', // British Virgin Islands
  KOS: 'XK', // Kosovo (no ISO code; XK by convention)
  KSA: 'SA', // Saudi Arabia
  KUW: 'KW', // Kuwait
  LAT: 'LV', // Latvia
  LBA: 'LY', // Libya
  LES: 'LS', // Lesotho
  LIB: 'LB', // Lebanon
  MAD: 'MG', // Madagascar
  MAS: 'MY', // Malaysia
  MAW: 'MW', // Malawi
  MGL: 'MN', // Mongolia
  MON: 'MC', // Monaco
  MRI: 'MU', // Mauritius
  MTN: 'MR', // Mauritania
  MYA: 'MM', // Myanmar
  NCA: 'NI', // Nicaragua
  NED: 'NL', // Netherlands
  NEP: 'NP', // Nepal
  NGR: 'NG', // Nigeria
  NIG: 'NE', // Niger
  OMA: 'OM', // Oman
  PAR: 'PY', // Paraguay
  PHI: 'PH', // Philippines
  PLE: 'PS', // Palestine
  POR: 'PT', // Portugal
  PUR: 'PR', // Puerto Rico
  RSA: 'ZA', // South Africa
  SAM: 'WS', // Samoa
  SEY: 'SC', // Seychelles
  SKN: 'KN', // Saint Kitts and Nevis
  SLO: 'SI', // Slovenia
  SOL: 'SB', // Solomon Islands
  SRI: 'LK', // Sri Lanka
  SUD: 'SD', // Sudan
  SUI: 'CH', // Switzerland
  TAN: 'TZ', // Tanzania
  TGA: 'TO', // Tonga
  TOG: 'TG', // Togo
  TPE: 'TW', // Chinese Taipei
  UAE: 'AE', // United Arab Emirates
  URU: 'UY', // Uruguay
  VAN: 'VU', // Vanuatu
  VIE: 'VN', // Vietnam
  VIN: 'VC', // Saint Vincent and the Grenadines
  ZAM: 'ZM', // Zambia
  ZIM: 'ZW', // Zimbabwe
};

/** The IOC's names of NOCs that neither the dataset nor Intl writes so (results lists copy them). */
export const IOC_NAMES: Readonly<Record<string, string>> = {
  'Hong Kong, China': 'HK',
  'Virgin Islands (US)': 'VI',
  'Virgin Islands (British)': 'VG',
};
