/** Discord's epoch (2015-01-01T00:00:00Z), in milliseconds. */
const DISCORD_EPOCH = 1_420_070_400_000n;

/**
 * Makes realistic, strictly increasing snowflakes: timestamp << 22 | worker << 17 | increment.
 * discord.js reads creation times out of ids, so they must decode to "now".
 */
export class SnowflakeGenerator {
  private lastMs = 0n;
  private increment = 0n;

  constructor(private readonly workerId = 1n) {}

  next(): string {
    let ms = BigInt(Date.now()) - DISCORD_EPOCH;
    if (ms < this.lastMs) ms = this.lastMs; // never go backwards, even if the clock does
    if (ms === this.lastMs) {
      this.increment += 1n;
      if (this.increment > 0xfffn) {
        // 4096 ids in one millisecond: borrow the next millisecond to stay unique and increasing
        ms += 1n;
        this.increment = 0n;
      }
    } else {
      this.increment = 0n;
    }
    this.lastMs = ms;
    return ((ms << 22n) | ((this.workerId & 0x1fn) << 17n) | this.increment).toString();
  }
}
