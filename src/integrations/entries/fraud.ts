// Loaded by start.ts once the page is interactive (see IntegrationCsp.astro's templates).
import { startFraud } from '../fraud.ts';
import { pageConfig } from '../page-config.ts';

const fraud = pageConfig()?.fraud;
if (fraud) startFraud(fraud);
