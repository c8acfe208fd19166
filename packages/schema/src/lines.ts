/**
 * Splits text arriving in chunks (a file stream, stdin, a browser ReadableStream) into lines.
 * Lines end at "\n"; a trailing "\r" is left for the decoder to strip. Pieces of an unfinished
 * line are kept apart and joined once its newline arrives, so a long line fed in tiny chunks
 * costs linear time.
 *
 * With `maxLength`, an unfinished line keeps only its first `maxLength + 1` characters: enough
 * for the decoder to see it is over the limit, so a file with no newline in gigabytes is read
 * in constant memory.
 */
export class LineSplitter {
  private pieces: Array<string> = []
  private pending = 0

  constructor(private readonly maxLength = Infinity) {}

  /** Feeds one chunk and returns the lines it completed. */
  push(chunk: string): Array<string> {
    if (!chunk.includes("\n")) {
      this.keep(chunk)
      return []
    }
    const lines = chunk.split("\n")
    const rest = lines.pop() ?? ""
    if (this.pieces.length > 0) {
      this.keep(lines[0]!)
      lines[0] = this.pieces.join("")
    }
    this.pieces = []
    this.pending = 0
    this.keep(rest)
    return lines
  }

  /** The text after the last newline: a final line with no newline after it, if any. */
  end(): string | undefined {
    const rest = this.pieces.join("")
    this.pieces = []
    this.pending = 0
    return rest === "" ? undefined : rest
  }

  private keep(piece: string): void {
    const room = this.maxLength + 1 - this.pending
    if (piece === "" || room <= 0) return
    const kept = piece.length > room ? piece.slice(0, room) : piece
    this.pieces.push(kept)
    this.pending += kept.length
  }
}
