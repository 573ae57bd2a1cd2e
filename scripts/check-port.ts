// `npm start` runs this before its build (a minute or more): a taken port is reported at once, in
// the words `npm run serve` would use, instead of after the build.
import http from 'node:http';
import { listen } from '../src/server/listen.ts';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4321);
const probe = http.createServer();
try {
  await listen(probe, port, host);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
probe.close();
