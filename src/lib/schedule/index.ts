export * from './types.ts';
export * from './format.ts';
export * from './slots.ts';
export * from './clock.ts';
export * from './dst.ts';
export * from './build.ts';
