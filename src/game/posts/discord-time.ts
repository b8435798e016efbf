/** Discord timestamps: each reader sees them in their own time zone and language. */
const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** "in 23 hours". */
export const relative = (at: Date): string => `<t:${seconds(at)}:R>`;

/** "in 23 hours (Saturday 20:00)". */
export const dueText = (at: Date | null): string => (at ? `due ${relative(at)} (<t:${seconds(at)}:f>)` : 'no deadline');
