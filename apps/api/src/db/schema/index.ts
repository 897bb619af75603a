// Drizzle needs every table in one object; this is the one index file the project allows.
export * from './accounts';
export * from './applications';
export * from './attendance';
export * from './content';
export * from './courses';
export * from './data-requests';
export * from './feedback';
export * from './reference';
export * from './review-aids';
export * from './site-content';
export * from './system';
export * from './trainings';
