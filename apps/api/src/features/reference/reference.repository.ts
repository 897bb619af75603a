import type { TCountry, TState } from '@iiidem/shared/nominations/api';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries, states } from '../../db/schema/reference';

/** Every country, by its display name (the nomination form's selects). */
export function listCountries(db: Database): Promise<TCountry[]> {
  return db
    .select({ id: countries.id, name: countries.name, nicename: countries.nicename, iso: countries.iso })
    .from(countries)
    .orderBy(asc(countries.nicename));
}

/** India's states and union territories with their codes, by name, in the spec's upper-case keys. */
export function listStates(db: Database): Promise<TState[]> {
  return db.select({ ST_CODE: states.st_code, ST_NAME: states.st_name }).from(states).orderBy(asc(states.st_name));
}
