import { Bb3ImportError } from "./import-error.js"

/**
 * A .bbr file is base64 text; decoded, zlib data (RFC 1950: a 2-byte header whose first byte is
 * 0x78 for deflate with a 32K window); inflated, the XML of one `<Replay>`. This file holds the
 * environment-free half (base64); src/bytes.ts inflates with Node's zlib, a browser with its
 * DecompressionStream("deflate").
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/u

/** Whether `text` looks like a .bbr container: base64 whose first bytes are a zlib header. */
export const looksLikeBbr = (text: string): boolean => {
  const head = text.slice(0, 64).trim()
  if (head.length < 4 || !BASE64.test(head.slice(0, head.length - (head.length % 4)))) return false
  const bytes = decodeBase64(head.slice(0, 4))
  return bytes.length >= 2 && isZlibHeader(bytes[0]!, bytes[1]!)
}

/** RFC 1950: compression method 8 (deflate), and the two bytes taken as a big-endian number divisible by 31. */
export const isZlibHeader = (cmf: number, flg: number): boolean => (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
const VALUES = (() => {
  const values = new Int16Array(128).fill(-1)
  for (let i = 0; i < ALPHABET.length; i++) values[ALPHABET.charCodeAt(i)] = i
  return values
})()

/** Decodes base64 text (whitespace allowed between characters) into bytes; refuses anything else. */
export const decodeBase64 = (text: string): Uint8Array => {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3)
  let length = 0
  let buffer = 0
  let bits = 0
  let padding = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) continue
    if (code === 0x3d /* = */) {
      padding++
      continue
    }
    const value = code < 128 ? VALUES[code]! : -1
    if (value < 0 || padding > 0) throw new Bb3ImportError(`the file is not base64 text (character ${i + 1} is ${JSON.stringify(text[i])}): a .bbr replay is base64 of zlib data`)
    buffer = (buffer << 6) | value
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[length++] = (buffer >> bits) & 0xff
    }
  }
  return out.subarray(0, length)
}

/** Base64 text of an inner message (MessageData, names) as UTF-8 text. */
export const base64Text = (text: string): string => new TextDecoder("utf-8").decode(decodeBase64(text))
