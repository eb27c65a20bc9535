interface SkeletonProps {
  /** Fixed height; without it the stylesheet decides (an island's height by breakpoint). */
  height?: number;
  label?: string;
}

/**
 * A grey block that holds the widget's place while it loads, so nothing below it jumps. A labelled
 * status, so screen readers hear that something is loading (a label on a plain div is not read).
 */
export function Skeleton({ height, label }: SkeletonProps) {
  return (
    <div
      className="b2b-skeleton"
      style={height === undefined ? undefined : { minHeight: height }}
      role="status"
      aria-busy="true"
      aria-label={label}
    />
  );
}

/** The skeleton of an island while its chunk loads: skeletons.css gives it the widget's height. */
export function IslandSkeleton({ name, label }: { name: string; label: string }) {
  return (
    <div
      className="b2b-skeleton b2b-island-skeleton"
      data-for={name}
      role="status"
      aria-busy="true"
      aria-label={label}
    />
  );
}
