/**
 * Splits text arriving in chunks (a file stream, stdin, a browser ReadableStream) into lines.
 * Lines end at "\n"; a trailing "\r" is left for the decoder to strip. Pieces of an unfinished
 * line are kept apart and joined once its newline arrives, so a long line fed in tiny chunks
 * costs linear time.
 */
export class LineSplitter {
  private pieces: Array<string> = []

  /** Feeds one chunk and returns the lines it completed. */
  push(chunk: string): Array<string> {
    if (!chunk.includes("\n")) {
      if (chunk !== "") this.pieces.push(chunk)
      return []
    }
    const text = this.pieces.length === 0 ? chunk : this.pieces.join("") + chunk
    const lines = text.split("\n")
    const rest = lines.pop() ?? ""
    this.pieces = rest === "" ? [] : [rest]
    return lines
  }

  /** The text after the last newline: a final line with no newline after it, if any. */
  end(): string | undefined {
    const rest = this.pieces.join("")
    this.pieces = []
    return rest === "" ? undefined : rest
  }
}
