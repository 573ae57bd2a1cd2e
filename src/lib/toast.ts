/** A short message on screen (SPEC §2.12): what the toast store holds and the toast stack draws. */
export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'error';
}
