import { describe, expect, it } from "vitest"
import sampleText from "../../../logs/sample-drive.jsonl?raw"
import { MAX_LINK_LOG_CHARS, packedIn, packLog, shareLink, unpackLog } from "./share-link.js"

const PAGE = "https://example.org/sidelines/"

describe("links to a moment", () => {
  it("a log opened by URL: linked by its URL, the moment in the hash", async () => {
    expect(await shareLink(PAGE, { url: "https://example.org/logs/final.jsonl" }, 120)).toEqual({ link: `${PAGE}?log=https%3A%2F%2Fexample.org%2Flogs%2Ffinal.jsonl#seq=120` })
  })

  it("a file small enough: the link carries the log, gzipped in base64url, and gives back the same text", async () => {
    const share = await shareLink(PAGE, { name: "sample.jsonl", text: sampleText }, 43)
    expect("link" in share).toBe(true)
    const link = (share as { link: string }).link
    expect(link.startsWith(`${PAGE}#seq=43&gz=`)).toBe(true)
    const packed = packedIn(new URL(link).hash)!
    expect(packed).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(packed.length).toBeLessThan(sampleText.length / 2)
    expect(await unpackLog(packed)).toBe(sampleText)
  })

  it("a file too large for a link: no link, the reason, and the file to offer", async () => {
    // Text that gzip cannot shrink much: random letters, more than a link carries once packed.
    let state = 7
    const random = () => {
      state ^= state << 13
      state ^= state >>> 17
      state ^= state << 5
      return (state >>> 0) / 4294967296
    }
    const big = Array.from({ length: 2 * MAX_LINK_LOG_CHARS }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join("")
    expect((await packLog(big)).length).toBeGreaterThan(MAX_LINK_LOG_CHARS)
    const share = await shareLink(PAGE, { name: "big.jsonl", text: big }, 5)
    expect(share).toMatchObject({ name: "big.jsonl", text: big, reason: expect.stringContaining("too large to travel in a link") })
  })

  it("reads the packed log from a hash, wherever gz= stands in it", () => {
    expect(packedIn("#seq=4&gz=abc-_9")).toBe("abc-_9")
    expect(packedIn("#gz=abc&seq=4")).toBe("abc")
    expect(packedIn("#seq=4")).toBeNull()
  })
})
