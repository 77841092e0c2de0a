/** The body of a section whose feature has not landed yet. */
export function PlaceholderPanel({ title, text }: { title: string; text: string }) {
  return (
    <section className="rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <h2 className="text-lg font-bold text-fg">{title}</h2>
      <p className="mt-2 text-sm text-muted">{text}</p>
    </section>
  );
}
