import { gzipSync } from "node:zlib"
import { afterEach, describe, expect, it } from "vitest"
import { FfbImportError, FfbTooLargeError, importReplayBytes, MAX_REPLAY_JSON_BYTES } from "../src/index.js"
import { matchStart, replay } from "./ffb-shapes.js"

/**
 * A gzip bomb made here, small and fast: one gzip member of 16 MiB of zeros (16 KB) repeated.
 * Concatenated members are one valid gzip stream, which zlib inflates as the members joined.
 */
const bomb = (mebibytes: number): Buffer => Buffer.concat(Array.from({ length: mebibytes / 16 }, () => member))
const member = gzipSync(Buffer.alloc(16 * 1024 * 1024))

/** The synthetic replay's JSON padded with spaces to `bytes`, gzipped: a replay that is only large. */
const paddedReplay = (bytes: number): Buffer => {
  const json = JSON.stringify(replay(matchStart()))
  return gzipSync(json + " ".repeat(bytes - json.length))
}

const env = process.env.SIDELINES_MAX_REPLAY_MB
afterEach(() => {
  if (env === undefined) delete process.env.SIDELINES_MAX_REPLAY_MB
  else process.env.SIDELINES_MAX_REPLAY_MB = env
})

describe("a gzipped replay is inflated only up to a limit", () => {
  it("refuses a 1 MB file that inflates to 1 GiB, at the default 256 MB, naming the limit and how to raise it", () => {
    const file = bomb(1024)
    expect(file.length).toBeLessThan(1_100_000)
    expect(MAX_REPLAY_JSON_BYTES).toBe(256 * 1024 * 1024)
    const refused = (() => {
      try {
        importReplayBytes(file)
      } catch (error) {
        return error
      }
      return null
    })()
    expect(refused).toBeInstanceOf(FfbTooLargeError)
    expect(refused).toBeInstanceOf(FfbImportError)
    expect((refused as Error).message).toBe(
      "the replay inflates to more than 256 MB of JSON, the limit (real replays inflate to a few MB), so it is refused as a likely gzip bomb; raise the limit with SIDELINES_MAX_REPLAY_MB=<megabytes>"
    )
  })

  it("stops inflating at the limit rather than inflating everything and measuring it", () => {
    // 4 GiB of zeros behind 4 MB: inflated whole it would need 4 GiB of memory, more than this
    // test process may hold, and outlast the test's timeout; stopped at 1 MiB it is refused at once.
    const before = process.memoryUsage().arrayBuffers
    expect(() => importReplayBytes(bomb(4096), { maxJsonBytes: 1024 * 1024 })).toThrow(/more than 1 MB of JSON/)
    // What is still held after the refusal is the bomb itself (4 MB), not anything near its 4 GiB.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024)
  })

  it("reads a replay under the limit, and the option or SIDELINES_MAX_REPLAY_MB moves the limit", () => {
    const file = paddedReplay(3 * 1024 * 1024)
    expect(importReplayBytes(file).stopped).toBeNull()
    expect(() => importReplayBytes(file, { maxJsonBytes: 2 * 1024 * 1024 })).toThrow(FfbTooLargeError)
    process.env.SIDELINES_MAX_REPLAY_MB = "2"
    expect(() => importReplayBytes(file)).toThrow(/more than 2 MB of JSON/)
    process.env.SIDELINES_MAX_REPLAY_MB = "4"
    expect(importReplayBytes(file).stopped).toBeNull()
    // The option wins over the environment.
    expect(() => importReplayBytes(file, { maxJsonBytes: 2 * 1024 * 1024 })).toThrow(/more than 2 MB of JSON/)
  })
})
