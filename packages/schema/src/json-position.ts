/**
 * Where a line's JSON first goes wrong, as a 0-based offset, found by scanning the text the
 * way a JSON parser would. Used only after JSON.parse has failed, to point a column at the
 * fault: V8's messages give a position for some errors and none for others.
 */
export const jsonErrorOffset = (text: string): number => {
  let i = 0
  const n = text.length
  const ws = () => {
    while (i < n && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++
  }
  // Containers still open, innermost last: "{" or "[".
  const open: Array<string> = []
  type Expect = "value" | "key" | "colon" | "comma-or-close"
  let expect = "value" as Expect
  const string = (): boolean => {
    i++ // opening quote
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c === 34) {
        i++
        return true
      }
      if (c < 32) return false
      if (c === 92) {
        const e = text[i + 1]
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return false
          i += 6
        } else if (e !== undefined && "\"\\/bfnrt".includes(e)) i += 2
        else return false
      } else i++
    }
    return false
  }
  const literal = (): boolean => {
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, i)) {
        i += word.length
        return true
      }
    }
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400))
    if (number === null || number[0] === "" || number[0] === "-") return false
    i += number[0].length
    return true
  }
  const afterValue = () => {
    expect = "comma-or-close"
  }
  ws()
  while (i < n) {
    const c = text[i]!
    switch (expect) {
      case "value":
        if (c === "{") {
          open.push("{")
          i++
          ws()
          if (text[i] === "}") {
            open.pop()
            i++
            afterValue()
          } else expect = "key"
        } else if (c === "[") {
          open.push("[")
          i++
          ws()
          if (text[i] === "]") {
            open.pop()
            i++
            afterValue()
          } else expect = "value"
        } else if (c === '"') {
          if (!string()) return i
          afterValue()
        } else {
          const start = i
          if (!literal()) return start
          afterValue()
        }
        break
      case "key":
        if (c !== '"') return i
        if (!string()) return i
        expect = "colon"
        break
      case "colon":
        if (c !== ":") return i
        i++
        expect = "value"
        break
      case "comma-or-close": {
        const inner = open[open.length - 1]
        if (inner === undefined) return i // text after a complete value
        if (c === ",") {
          i++
          expect = inner === "{" ? "key" : "value"
        } else if ((c === "}" && inner === "{") || (c === "]" && inner === "[")) {
          open.pop()
          i++
        } else return i
        break
      }
    }
    ws()
  }
  return n
}
