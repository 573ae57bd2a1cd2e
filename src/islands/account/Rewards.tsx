/** Replaced by the screen's island. */
export default function Rewards() {
  return <p role="status">Loading…</p>;
}
