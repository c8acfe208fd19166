/** A replay this importer cannot read, or refuses: the CLI exits 2 with its message. */
export class Bb3ImportError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "Bb3ImportError"
  }
}
