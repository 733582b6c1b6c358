// The spinner of the loading states (spec section 2: a modal and a small non-modal loader).
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

/** A small inline loader inside a page or panel. */
export function InlineLoader({ text }: { text: string }) {
  return (
    <p className="inline-loader" role="status">
      <Spinner /> {text}
    </p>
  );
}
