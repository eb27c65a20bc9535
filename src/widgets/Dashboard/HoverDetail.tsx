import { useId, useState, type ReactNode } from 'react';

interface HoverDetailProps {
  /** What the row shows (the word, the user): the trigger. */
  label: string;
  /** Heading of the detail. */
  title: string;
  children: ReactNode;
}

/**
 * A row's detail ("hover detail"), shown on mouse hover AND on keyboard focus of
 * the trigger, hidden again on leave, blur or Escape (WCAG 1.4.13: dismissable without moving).
 */
export function HoverDetail({ label, title, children }: HoverDetailProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  return (
    <div
      className="b2b-hover-detail"
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className="b2b-hover-detail__trigger"
        aria-describedby={id}
        aria-expanded={open}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
        onClick={() => setDismissed(open)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setDismissed(true);
          }
        }}
      >
        {label}
      </button>
      <div id={id} role="tooltip" className="b2b-hover-detail__panel" hidden={!open}>
        <p className="b2b-hover-detail__title">{title}</p>
        {children}
      </div>
    </div>
  );
}
