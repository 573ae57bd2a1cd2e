// Loaded by start.ts once the page is interactive (see IntegrationCsp.astro's templates).
import { startMonitoring } from '../monitoring.ts';
import { pageConfig } from '../page-config.ts';

const monitoring = pageConfig()?.monitoring;
if (monitoring) startMonitoring(monitoring);
