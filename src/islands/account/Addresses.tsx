/** Replaced by the screen's island. */
export default function Addresses() {
  return <p role="status">Loading…</p>;
}
