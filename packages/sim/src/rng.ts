/**
 * A small seeded PRNG (sfc32, seeded through splitmix32) so that the same seed always gives
 * the same match, on every machine and in every JavaScript engine.
 */
export class Rng {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: number) {
    let s = seed >>> 0
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
      return (z ^ (z >>> 16)) >>> 0
    }
    this.a = next()
    this.b = next()
    this.c = next()
    this.d = next()
    for (let i = 0; i < 12; i++) this.uint32()
  }

  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0
    this.d = (this.d + 1) >>> 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) >>> 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) >>> 0
    return t
  }

  /** A whole number from 1 to sides, like a die. */
  die(sides: number): number {
    return 1 + (this.uint32() % sides)
  }

  /** A whole number from 0 to n - 1. */
  below(n: number): number {
    return this.uint32() % n
  }

  pick<A>(items: ReadonlyArray<A>): A {
    return items[this.below(items.length)]!
  }

  chance(probability: number): boolean {
    return this.uint32() / 4294967296 < probability
  }
}
