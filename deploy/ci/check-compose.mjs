// Checks deploy/compose.yaml against the Compose Specification's JSON schema (CI, docs/deployment.md), and that
// every secret a service names is declared: what `docker compose config` would refuse, without a container engine.
// The schema is vendored beside this file (compose-spec.schema.json; see README.md here for its source and licence).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { parse } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
const composeFile = process.argv[2] ?? path.join(here, '..', 'compose.yaml');
const schema = JSON.parse(readFileSync(path.join(here, 'compose-spec.schema.json'), 'utf8'));
// Compose files use YAML 1.1's merge keys (`<<: *portal`) for shared service settings.
const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true });

// strict: false because the schema uses keywords ajv does not define (`deprecated`); they only annotate.
const ajv = new Ajv({ allErrors: true, strict: false });
// The schema names draft 7 by its https address; ajv knows the same meta-schema under http://...#.
const draft7 = createRequire(import.meta.url)('ajv/dist/refs/json-schema-draft-07.json');
ajv.addMetaSchema({ ...draft7, $id: schema.$schema });
const validate = ajv.compile(schema);
const problems = validate(compose)
  ? []
  : validate.errors.map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);

const declaredSecrets = new Set(Object.keys(compose.secrets ?? {}));
for (const [name, service] of Object.entries(compose.services ?? {})) {
  for (const secret of service.secrets ?? []) {
    const secretName = typeof secret === 'string' ? secret : secret.source;
    if (!declaredSecrets.has(secretName)) problems.push(`services.${name} uses the undeclared secret ${secretName}`);
  }
}

const shown = path.relative(process.cwd(), composeFile);
if (problems.length > 0) {
  console.error(`${shown} does not match the Compose Specification:\n${problems.join('\n')}`);
  process.exit(1);
}
process.stdout.write(
  `${shown}: valid against the Compose Specification (${Object.keys(compose.services).length} services)\n`,
);
