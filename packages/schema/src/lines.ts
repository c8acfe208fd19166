/**
 * Splits text arriving in chunks (a file stream, stdin, a browser ReadableStream) into lines.
 * Lines end at "\n"; a trailing "\r" is left for the decoder to strip.
 */
export class LineSplitter {
  private rest = ""

  /** Feeds one chunk and returns the lines it completed. */
  push(chunk: string): Array<string> {
    const text = this.rest + chunk
    const lines = text.split("\n")
    this.rest = lines.pop() ?? ""
    return lines
  }

  /** The text after the last newline: a final line with no newline after it, if any. */
  end(): string | undefined {
    const rest = this.rest
    this.rest = ""
    return rest === "" ? undefined : rest
  }
}
