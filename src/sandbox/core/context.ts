/** What a call handler receives, and the handler types that tie each call id to its payload. */
import type { z } from 'zod';
import type { CONTRACT, CallId } from '../../api/contract.ts';
import type { SandboxDb } from './db.ts';
import type { SeedIndex } from '../seed/seed.ts';
import type { TenantState } from './state.ts';
import type { ActiveSession } from '../customers/session.ts';
import type { SandboxRequest } from './http.ts';

export interface CallContext<P = unknown> {
  state: TenantState;
  db: SandboxDb;
  index: SeedIndex;
  /** Sandbox clock at the start of the call (ms). */
  now: number;
  request: SandboxRequest;
  url: URL;
  params: Record<string, string>;
  payload: P;
  session: ActiveSession | undefined;
  /** Set-Cookie values of the reply. */
  cookies: string[];
}

export type Payload<K extends CallId> = z.output<(typeof CONTRACT)[K]['request']>;
export type Handler<K extends CallId> = (c: CallContext<Payload<K>>) => unknown;
export type Handlers<K extends CallId> = { [P in K]: Handler<P> };

/** ISO time of the sandbox clock. */
export const isoNow = (c: { now: number }) => new Date(c.now).toISOString();
