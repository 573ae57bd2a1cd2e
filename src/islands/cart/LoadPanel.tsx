import { lazy } from 'react';

/**
 * A step between the gate and the panel: the gate's first-load code then names only this module,
 * not the panel's whole dependency list.
 */
export default lazy(() => import('./CartPanel.tsx'));
