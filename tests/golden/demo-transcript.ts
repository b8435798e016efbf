// The demo's transcript without what changes from run to run (the clock), for comparing two runs with one dice secret.
export const DEMO_SECRET = 'golden-demo';

export const timeless = (transcript: string): string =>
  transcript
    .replace(/\b\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/g, '<when>')
    .replace(/\b[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} UTC/g, '<when>');
