// Drizzle needs every table in one object; this is the one index file the project allows.
export {};
