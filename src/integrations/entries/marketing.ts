// Loaded by start.ts once the page is interactive and the guest has accepted marketing.
import { startMarketing } from '../marketing.ts';
import { pageConfig, REPLAY_FLAG } from '../page-config.ts';

const page = pageConfig();
if (page)
  startMarketing(page, document.getElementById('sf-integrations')?.dataset[REPLAY_FLAG] === '1');
