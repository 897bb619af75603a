/**
 * The API names a text's Hindi `xHi` (beside `x`), the database `x_hi` (issue 14). Turns a payload's keys into
 * column names for an insert or an update; every other key is kept as it is.
 */
export type HindiColumns<T> = { [K in keyof T as K extends `${infer Base}Hi` ? `${Base}_hi` : K]: T[K] };

export function hindiColumns<T extends object>(values: T): HindiColumns<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key.endsWith('Hi') ? `${key.slice(0, -2)}_hi` : key, value]),
  ) as HindiColumns<T>;
}
