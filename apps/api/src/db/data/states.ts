/**
 * India's 28 states and 8 union territories with the Election Commission of India's codes
 * (S.. for states, U.. for union territories). S09 (the former State of Jammu & Kashmir) and U04
 * (Daman & Diu, merged into U03 in 2020) are no longer in use.
 */
export type StateRow = { id: number; st_code: string; st_name: string };

const rows: [code: string, name: string][] = [
  ['S01', 'Andhra Pradesh'],
  ['S02', 'Arunachal Pradesh'],
  ['S03', 'Assam'],
  ['S04', 'Bihar'],
  ['S05', 'Goa'],
  ['S06', 'Gujarat'],
  ['S07', 'Haryana'],
  ['S08', 'Himachal Pradesh'],
  ['S10', 'Karnataka'],
  ['S11', 'Kerala'],
  ['S12', 'Madhya Pradesh'],
  ['S13', 'Maharashtra'],
  ['S14', 'Manipur'],
  ['S15', 'Meghalaya'],
  ['S16', 'Mizoram'],
  ['S17', 'Nagaland'],
  ['S18', 'Odisha'],
  ['S19', 'Punjab'],
  ['S20', 'Rajasthan'],
  ['S21', 'Sikkim'],
  ['S22', 'Tamil Nadu'],
  ['S23', 'Tripura'],
  ['S24', 'Uttar Pradesh'],
  ['S25', 'West Bengal'],
  ['S26', 'Chhattisgarh'],
  ['S27', 'Jharkhand'],
  ['S28', 'Uttarakhand'],
  ['S29', 'Telangana'],
  ['U01', 'Andaman & Nicobar Islands'],
  ['U02', 'Chandigarh'],
  ['U03', 'Dadra & Nagar Haveli and Daman & Diu'],
  ['U05', 'NCT of Delhi'],
  ['U06', 'Lakshadweep'],
  ['U07', 'Puducherry'],
  ['U08', 'Jammu and Kashmir'],
  ['U09', 'Ladakh'],
];

export const STATES: readonly StateRow[] = rows.map(([st_code, st_name], index) => ({
  id: index + 1,
  st_code,
  st_name,
}));
