/** A fingerprint of everything the built site depends on: its sources, the lock file and its public configuration. */
export function sourceStamp(): string;
