// Property tests try new random inputs on every developer run; CI (CI=true) replays one fixed seed, so whether a
// submission lands does not depend on luck. FC_SEED=<n> replays a seed a failure printed.
import fc from 'fast-check';

const seed = process.env['FC_SEED'] ?? (process.env['CI'] ? '20261122' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
