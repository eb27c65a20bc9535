interface InlineErrorProps {
  message: string;
  /** Technical detail for developers, shown as a tooltip only. */
  detail?: string;
}

/** The small error state a failed island shows in its placeholder. */
export function InlineError({ message, detail }: InlineErrorProps) {
  return (
    <div className="b2b-inline-error" role="alert" title={detail}>
      {message}
    </div>
  );
}
