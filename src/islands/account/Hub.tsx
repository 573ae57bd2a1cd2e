/** Replaced by the screen's island. */
export default function Hub() {
  return <p role="status">Loading…</p>;
}
