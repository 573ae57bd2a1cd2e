/**
 * Scaffolds a chain: `npm run new-tenant -- <id> --name "<Chain name>"`.
 * Writes tenants/<id>.json (on the sandbox, neutral colours), tenants/<id>.sandbox.json (its own
 * demo stores, menu and accounts) and placeholder art under public/t/<id>/; refuses an id that is
 * taken or not valid. STOREFRONT_TENANTS_DIR (a folder inside tenants/) puts the files there.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tenantsFolder } from '../src/tenancy/folder.ts';
import { idProblem, scaffold } from './new-tenant/scaffold.ts';

const USAGE = 'Usage: npm run new-tenant -- <id> --name "<Chain name>"';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const nameAt = args.indexOf('--name');
const name = nameAt >= 0 ? args[nameAt + 1]?.trim() : undefined;
const rest = nameAt < 0 ? args : args.filter((_, i) => i !== nameAt && i !== nameAt + 1);
const unknown = rest.filter((a) => a.startsWith('-'));
if (unknown.length) fail(`Unknown option ${unknown.join(', ')}.`);
if (rest.length !== 1) fail('Give one tenant id.');
const id = rest[0]!;
const problem = idProblem(id);
if (problem) fail(problem);
if (!name) fail('Give the chain\'s name with --name "<Chain name>".');

let folder: string;
try {
  folder = tenantsFolder(process.env.STOREFRONT_TENANTS_DIR, root);
} catch (err) {
  fail((err as Error).message);
}
const taken = [`${folder}/${id}.json`, `tenants/${id}.json`, `public/t/${id}`].find((p) =>
  existsSync(path.join(root, p)),
);
if (taken) {
  console.error(
    `${taken} already exists: '${id}' is taken. Choose another id, or edit that chain.`,
  );
  process.exit(1);
}

const files = scaffold(id, name);
for (const [rel, content] of files) {
  const target = rel.startsWith('tenants/') ? rel.replace(/^tenants\//, `${folder}/`) : rel;
  mkdirSync(path.dirname(path.join(root, target)), { recursive: true });
  writeFileSync(path.join(root, target), content);
}
const tenantFile = `${folder}/${id}.json`;
const pictures = [...files.keys()].filter((f) => f.startsWith('public/')).length;
const rows: [string, string][] = [
  [tenantFile, 'the tenant file: name, hosts, api_base, branding, providers'],
  [`${folder}/${id}.sandbox.json`, 'its demo data: stores, menu, accounts (sandbox only)'],
  [`public/t/${id}/`, `${pictures} placeholder pictures: logo, favicon, hero, menu/`],
];
const width = Math.max(...rows.map(([f]) => f.length)) + 2;
console.log(`Created ${name} (${id}):
${rows.map(([f, what]) => `  ${f.padEnd(width)}${what}`).join('\n')}

Next:
  1. Edit the branding in ${tenantFile} and replace the pictures in public/t/${id}/
     (menu photos: public/t/${id}/menu/…, named by the seed's image_url).
  2. npm run validate -- ${tenantFile}
  3. npm start            (builds, then serves every tenant)
  4. npm run preview -- ${tenantFile}   (screenshots of its pages)
Guide: docs/onboarding.md

Open http://${id}.localhost:${process.env.PORT || 4321}/ once the server is up.`);
