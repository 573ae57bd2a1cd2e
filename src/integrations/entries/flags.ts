// Loaded by start.ts once the page is interactive (see IntegrationCsp.astro's templates).
import { startFlags } from '../flags/start.ts';
import { pageConfig } from '../page-config.ts';

const flags = pageConfig()?.flags;
if (flags) startFlags(flags);
