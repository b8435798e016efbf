// Loaded and ready, it says so on stdout; then it opens the database named on the command line at the wall-clock
// moment it reads from stdin, and exits 0 (or 1 with the error).
import { openDatabase } from '../../src/db/connection.ts';

const [path = ''] = process.argv.slice(2);
process.stdin.setEncoding('utf8').once('data', (at: string) => {
  while (Date.now() < Number(at)) {
    // busy-wait, so both processes open at the same millisecond
  }
  try {
    openDatabase(path).close();
    process.exit(0);
  } catch (error) {
    process.stderr.write(String(error));
    process.exit(1);
  }
});
process.stdout.write('ready\n');
