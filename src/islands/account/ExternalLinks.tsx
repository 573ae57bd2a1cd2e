/** Replaced by the screen's island. */
export default function ExternalLinks() {
  return <p role="status">Loading…</p>;
}
