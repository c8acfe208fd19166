import { describe, expect, it } from "vitest"
import { child, childrenNamed, int, parseXml, path, XmlError } from "../src/index.js"

describe("the XML reader", () => {
  it("reads nested elements and their text", () => {
    const root = parseXml("<?xml version=\"1.0\"?>\n<A><B>1</B><B>2</B><C><D>x &amp; y &#65;</D></C><E/></A>")
    expect(root.name).toBe("A")
    expect(childrenNamed(root, "B").map((b) => b.text)).toEqual(["1", "2"])
    expect(path(root, "C", "D")?.text).toBe("x & y A")
    expect(child(root, "E")).toEqual({ name: "E", children: [], text: "" })
  })

  it("reads a field BB3 leaves out, or leaves empty, as its default", () => {
    const root = parseXml("<Cell><Y></Y><X>4</X></Cell>")
    expect([int(root, "X"), int(root, "Y"), int(root, "Z"), int(root, "Z", -1)]).toEqual([4, 0, 0, -1])
  })

  it("skips attributes, comments and CDATA safely", () => {
    const root = parseXml("<A kind=\"x\"><!-- note --><B><![CDATA[<raw>]]></B></A>")
    expect(child(root, "B")?.text).toBe("<raw>")
  })

  it("refuses malformed XML with the offset", () => {
    expect(() => parseXml("<A><B></A>")).toThrow(XmlError)
    expect(() => parseXml("<A>")).toThrow(/never closed/u)
    expect(() => parseXml("x<A/>")).toThrow(/outside/u)
  })

  it("reads a range of a larger text", () => {
    const text = "junk<A><B>7</B></A>junk"
    expect(int(parseXml(text, 4, 19), "B")).toBe(7)
  })
})
