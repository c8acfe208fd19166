/** A log's bytes from the web; a failed response is an error naming the URL as the page showed it. */
export const fetchBytes = async (url: string, shown: string): Promise<Uint8Array> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`could not load ${shown}: ${response.status} ${response.statusText}`)
  return new Uint8Array(await response.arrayBuffer())
}
