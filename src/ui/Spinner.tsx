import './Spinner.css';

/** A small inline busy indicator; the label is read by screen readers. */
export function Spinner({ label }: { label: string }) {
  return <span className="b2b-spinner" role="status" aria-label={label} />;
}
