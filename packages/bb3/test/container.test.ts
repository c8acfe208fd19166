import { deflateSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { Bb3ImportError, Bb3TooLargeError, decodeBase64, inflateBbr, looksLikeBbr, readReplay } from "../src/index.js"
import { bbr, el, replayStep, replayXml } from "./bbr.js"

describe("the .bbr container", () => {
  it("decodes base64, inflates zlib and gives the XML back", () => {
    const xml = replayXml([], [replayStep(1, el("BoardState"))])
    expect(inflateBbr(bbr(xml))).toBe(xml)
  })

  it("decodes base64 the same way Node does, whitespace between characters allowed", () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 37) % 256)
    const text = Buffer.from(bytes).toString("base64")
    expect(Buffer.from(decodeBase64(text))).toEqual(Buffer.from(bytes))
    expect(Buffer.from(decodeBase64(text.replace(/(.{60})/gu, "$1\r\n")))).toEqual(Buffer.from(bytes))
  })

  it("recognises a .bbr by its base64 zlib header, and nothing else", () => {
    expect(looksLikeBbr(Buffer.from(bbr("<Replay></Replay>")).toString("latin1"))).toBe(true)
    expect(looksLikeBbr("{\"game\":{}}")).toBe(false)
    expect(looksLikeBbr(Buffer.from("hello there, not zlib").toString("base64"))).toBe(false)
  })

  it("refuses text that is not base64, and base64 that is not zlib", () => {
    expect(() => inflateBbr(Buffer.from("not base64 at all!"))).toThrow(Bb3ImportError)
    expect(() => inflateBbr(Buffer.from(Buffer.from("plain words").toString("base64")))).toThrow(/zlib/u)
  })

  it("stops inflating a zlib bomb at the limit, holding no more than it", () => {
    const bomb = Buffer.from(deflateSync(Buffer.alloc(8 * 1024 * 1024, 0x3c)).toString("base64"), "latin1")
    expect(bomb.length).toBeLessThan(64 * 1024)
    expect(() => inflateBbr(bomb, { maxXmlBytes: 1024 * 1024 })).toThrow(Bb3TooLargeError)
    expect(inflateBbr(bomb, { maxXmlBytes: 16 * 1024 * 1024 }).length).toBe(8 * 1024 * 1024)
  })

  it("refuses a replay cut short inside a step", () => {
    const xml = replayXml([], [replayStep(1, el("BoardState"))]).replace("</ReplayStep>", "")
    expect(() => readReplay(xml)).toThrow(/never closed/u)
  })
})
