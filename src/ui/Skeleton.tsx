interface SkeletonProps {
  height?: number;
  label?: string;
}

/** A grey block that holds the widget's place while it loads, so nothing below it jumps. */
export function Skeleton({ height = 40, label }: SkeletonProps) {
  return <div className="b2b-skeleton" style={{ minHeight: height }} aria-busy="true" aria-label={label} />;
}
