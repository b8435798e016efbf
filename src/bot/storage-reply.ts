/**
 * What a user is told when their command failed because the database could not be written (a read-only file or
 * folder, a full disk, an I/O error): that nothing was saved and whom to tell, instead of "something went wrong".
 * SQLite rolls the failed transaction back, so "nothing was changed" holds.
 */
import { isWriteFault } from '../db/storage-fault.ts';

export const STORAGE_FAULT_TEXT = "Salvo can't save right now (the host's disk is full or read-only); nothing was changed. Please tell the bot's host.";

/** The sentence for a failed write the storage refused, or null for any other failure. */
export function storageFaultReply(error: unknown): string | null {
  return isWriteFault(error) ? STORAGE_FAULT_TEXT : null;
}
