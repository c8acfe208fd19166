/**
 * A small XML reader for Blood Bowl 3 replays. Their XML is plain: elements and text, no
 * attributes, comments, CDATA or namespaces met in real files; those are still skipped safely
 * (attributes ignored, comments and processing instructions passed over), and the five
 * predefined entities and numeric character references are decoded. No dependency: the
 * toolchain has no XML parser, and this shape needs none.
 */

export interface XmlElement {
  readonly name: string
  readonly children: ReadonlyArray<XmlElement>
  /** The element's own text (concatenated, entities decoded); "" when it has none. */
  readonly text: string
}

export class XmlError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "XmlError"
  }
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: "\"", apos: "'" }

const decodeEntities = (text: string): string =>
  text.indexOf("&") < 0
    ? text
    : text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/gu, (whole, body: string) => {
        if (body.startsWith("#x")) return String.fromCodePoint(Number.parseInt(body.slice(2), 16))
        if (body.startsWith("#")) return String.fromCodePoint(Number.parseInt(body.slice(1), 10))
        return ENTITIES[body] ?? whole
      })

interface Building {
  readonly name: string
  readonly children: Array<XmlElement>
  text: string
}

/** The most nested elements a document may have: a hostile file cannot exhaust the stack of a reader (none is recursive here). */
const MAX_DEPTH = 256

/**
 * Parses `text[from, to)` as one XML element (leading whitespace, a declaration and comments
 * allowed), returning it with its children. Throws XmlError naming the offset on malformed input.
 */
export const parseXml = (text: string, from = 0, to = text.length): XmlElement => {
  const stack: Array<Building> = []
  let root: XmlElement | null = null
  let i = from
  while (i < to) {
    const lt = text.indexOf("<", i)
    const end = lt < 0 || lt >= to ? to : lt
    if (end > i && stack.length > 0) stack[stack.length - 1]!.text += text.slice(i, end)
    else if (end > i && text.slice(i, end).trim() !== "") throw new XmlError(`text outside an element at offset ${i}`)
    if (end >= to) break
    const next = text.charCodeAt(lt + 1)
    if (next === 0x21 /* ! */) {
      if (text.startsWith("<!--", lt)) {
        const close = text.indexOf("-->", lt + 4)
        if (close < 0 || close >= to) throw new XmlError(`unclosed comment at offset ${lt}`)
        i = close + 3
        continue
      }
      if (text.startsWith("<![CDATA[", lt)) {
        const close = text.indexOf("]]>", lt + 9)
        if (close < 0 || close >= to || stack.length === 0) throw new XmlError(`misplaced CDATA at offset ${lt}`)
        stack[stack.length - 1]!.text += text.slice(lt + 9, close)
        i = close + 3
        continue
      }
      const close = text.indexOf(">", lt)
      if (close < 0 || close >= to) throw new XmlError(`unclosed declaration at offset ${lt}`)
      i = close + 1
      continue
    }
    const gt = text.indexOf(">", lt)
    if (gt < 0 || gt >= to) throw new XmlError(`unclosed tag at offset ${lt}`)
    if (next === 0x3f /* ? */) {
      i = gt + 1
      continue
    }
    if (next === 0x2f /* / */) {
      const name = text.slice(lt + 2, gt).trim()
      const open = stack.pop()
      if (open === undefined || open.name !== name) throw new XmlError(`</${name}> at offset ${lt} closes ${open === undefined ? "nothing" : `<${open.name}>`}`)
      const done: XmlElement = { name: open.name, children: open.children, text: decodeEntities(open.text) }
      if (stack.length === 0) {
        root = done
        i = gt + 1
        break
      }
      stack[stack.length - 1]!.children.push(done)
      i = gt + 1
      continue
    }
    const selfClosing = text.charCodeAt(gt - 1) === 0x2f
    const inner = text.slice(lt + 1, selfClosing ? gt - 1 : gt)
    const space = inner.search(/\s/u)
    const name = space < 0 ? inner : inner.slice(0, space)
    if (name === "") throw new XmlError(`empty tag name at offset ${lt}`)
    if (selfClosing) {
      const done: XmlElement = { name, children: [], text: "" }
      if (stack.length === 0) {
        root = done
        i = gt + 1
        break
      }
      stack[stack.length - 1]!.children.push(done)
    } else {
      if (stack.length >= MAX_DEPTH) throw new XmlError(`elements nested deeper than ${MAX_DEPTH} at offset ${lt}`)
      stack.push({ name, children: [], text: "" })
    }
    i = gt + 1
  }
  if (stack.length > 0) throw new XmlError(`<${stack[stack.length - 1]!.name}> is never closed`)
  if (root === null) throw new XmlError("no element")
  return root
}

/** The first child named `name`, or undefined. */
export const child = (element: XmlElement | undefined, name: string): XmlElement | undefined => element?.children.find((c) => c.name === name)

/** Every child named `name`. */
export const childrenNamed = (element: XmlElement | undefined, name: string): ReadonlyArray<XmlElement> => element?.children.filter((c) => c.name === name) ?? []

/** Follows a path of child names. */
export const path = (element: XmlElement | undefined, ...names: ReadonlyArray<string>): XmlElement | undefined => {
  let at = element
  for (const name of names) at = child(at, name)
  return at
}

/**
 * A whole number at a path. BB3 leaves out fields that hold their default (0, an empty list):
 * an absent or empty element is `fallback` (0 unless told).
 */
export const int = (element: XmlElement | undefined, name: string, fallback = 0): number => {
  const found = child(element, name)
  if (found === undefined || found.text.trim() === "") return fallback
  const value = Number(found.text.trim())
  return Number.isFinite(value) ? Math.trunc(value) : fallback
}

/** The text at a child, or undefined. */
export const textOf = (element: XmlElement | undefined, name: string): string | undefined => child(element, name)?.text
