// Loaded by start.ts on Confirmation once the page is interactive, for a guest who accepted.
import { notePurchase } from '../purchase.ts';

void notePurchase();
