/**
 * Saving what the viewer shows as files: the timeline as a standalone SVG or a PNG, and any text
 * (the stats' CSV and JSON) through one download helper. Everything is made on the page and
 * handed over through a Blob URL; nothing leaves the browser.
 */

const SVG_NS = "http://www.w3.org/2000/svg"

/** The background of the viewer's dark theme, painted behind an exported timeline. */
export const EXPORT_BACKGROUND = "#14181f"

/** A safe file name stem from a log's name: "cup-final.jsonl" → "cup-final". */
export const fileBase = (name: string | null | undefined): string => {
  const stem = (name ?? "").split(/[\\/]/).pop()!.replace(/\.(jsonl|ndjson|json|txt)$/i, "")
  const safe = stem.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[-.]+|-+$/g, "")
  return safe === "" ? "match" : safe
}

/** Saves a Blob as a file, the way a link with `download` does. */
export const download = (name: string, blob: Blob): void => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = name
  link.style.display = "none"
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked a little later: revoking at once can cancel a download that has not started yet.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * The timeline's SVG as a file of its own: a copy with the component's SVG stylesheet inlined,
 * the page background painted in, a title, and the interactive parts (the brush, the cursor, tab
 * stops, Lit's markers) taken out. The serialiser writes the SVG namespace on the root itself.
 */
export const standaloneSvg = (svg: SVGSVGElement, css: string, title: string): string => {
  const copy = svg.cloneNode(true) as SVGSVGElement
  for (const part of copy.querySelectorAll(".brush, .cursor")) part.remove()
  for (const focusable of copy.querySelectorAll("[tabindex]")) focusable.removeAttribute("tabindex")
  const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT)
  const found: Array<Node> = []
  while (comments.nextNode()) found.push(comments.currentNode)
  for (const comment of found) comment.parentNode?.removeChild(comment)
  const width = copy.getAttribute("width") ?? "0"
  const height = copy.getAttribute("height") ?? "0"
  copy.setAttribute("viewBox", `0 0 ${width} ${height}`)
  const heading = document.createElementNS(SVG_NS, "title")
  heading.textContent = title
  const style = document.createElementNS(SVG_NS, "style")
  style.textContent = css
  const background = document.createElementNS(SVG_NS, "rect")
  background.setAttribute("width", width)
  background.setAttribute("height", height)
  background.setAttribute("fill", EXPORT_BACKGROUND)
  copy.prepend(heading, style, background)
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`
}

/** A standalone SVG drawn into a canvas `scale` times its size, as a PNG. */
export const svgToPng = async (svgText: string, width: number, height: number, scale = 2): Promise<Blob> => {
  const url = URL.createObjectURL(new Blob([svgText], { type: "image/svg+xml" }))
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const canvas = document.createElement("canvas")
    canvas.width = Math.round(width * scale)
    canvas.height = Math.round(height * scale)
    const context = canvas.getContext("2d")
    if (context === null) throw new Error("this browser cannot draw into a canvas")
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob === null ? reject(new Error("the canvas could not be saved as PNG")) : resolve(blob)), "image/png"))
  } finally {
    URL.revokeObjectURL(url)
  }
}
