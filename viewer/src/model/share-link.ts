/**
 * Links to a moment of a match. A log opened from a URL is linked by it (`?log=<url>#seq=N`); a
 * log opened from a file travels in the link itself, gzipped and in base64url after `gz=` in the
 * hash (`#seq=N&gz=…`): the hash never reaches a server, and any browser opens it. A log too
 * large for that is not linked: the page says why and offers the file.
 */

/**
 * The most characters of a log a link carries (gzipped, in base64url): about 48 KB compressed, a
 * whole match several times over (the bundled ones take 2–19 thousand), and well within what
 * browsers keep of an address (Chromium: 2 MB); longer links are cut by mail and chat programs.
 */
export const MAX_LINK_LOG_CHARS = 64 * 1024

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = ""
  // In chunks: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

const fromBase64Url = (text: string): Uint8Array => {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

const through = async (bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> =>
  new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream)).arrayBuffer())

/** A log's text, gzipped (CompressionStream) and written in base64url, for a link's hash. */
export const packLog = async (text: string): Promise<string> => toBase64Url(await through(new TextEncoder().encode(text), new CompressionStream("gzip")))

/** The text of a log packed by packLog. Throws on a damaged link (not base64url, or not gzip). */
export const unpackLog = async (packed: string): Promise<string> => new TextDecoder().decode(await through(fromBase64Url(packed), new DecompressionStream("gzip")))

/** The packed log a hash carries (`gz=…`), or null. */
export const packedIn = (hash: string): string | null => /[#&]gz=([A-Za-z0-9_-]+)/.exec(hash)?.[1] ?? null

/** Where the log being shown came from: a URL, or a file's text (and name). */
export type ShownLog = { readonly url: string } | { readonly name: string; readonly text: string }

export type Share =
  | { readonly link: string }
  /** No link: why, in words; the file to offer instead. */
  | { readonly reason: string; readonly name: string; readonly text: string }

/** The link to event `seq` of the log shown, on the page at `page` (its address without query or hash). */
export const shareLink = async (page: string, shown: ShownLog, seq: number): Promise<Share> => {
  if ("url" in shown) return { link: `${page}?log=${encodeURIComponent(shown.url)}#seq=${seq}` }
  const packed = await packLog(shown.text)
  if (packed.length <= MAX_LINK_LOG_CHARS) return { link: `${page}#seq=${seq}&gz=${packed}` }
  const kb = (chars: number) => `${Math.round((chars * 3) / 4 / 1024).toLocaleString("en")} KB`
  return {
    reason: `This log is too large to travel in a link (${kb(packed.length)} compressed; a link carries up to ${kb(MAX_LINK_LOG_CHARS)}), and it was opened from a file, which has no address to link to. Share the file instead: whoever opens it here can go to event ${seq}.`,
    name: shown.name,
    text: shown.text
  }
}
