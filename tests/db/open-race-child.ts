// Opens the database named on the command line at the wall-clock moment given, then exits 0 (or 1 with the error).
import { openDatabase } from '../../src/db/connection.ts';

const [path = '', at = '0'] = process.argv.slice(2);
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
