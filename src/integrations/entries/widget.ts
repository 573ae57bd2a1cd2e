// Loaded by start.ts once the page is interactive (see IntegrationCsp.astro's templates).
import { startWidget } from '../widget.ts';
import { pageConfig } from '../page-config.ts';

const widget = pageConfig()?.widget;
if (widget) startWidget(widget);
