import { lazy, Suspense, type ComponentProps } from 'react';

// markdown-to-jsx is fetched the first time a form draws a text as markdown (no standard definition asks for it).
const RealMarkdown = lazy(() => import('markdown-to-jsx').then((m) => ({ default: m.Markdown })));

type MarkdownProps = ComponentProps<typeof RealMarkdown>;

/** Stands in for rjsf's `Markdown` (markdown-to-jsx/react): the text as it is while the renderer loads, then the markdown drawn. */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<span>{props.children}</span>}>
      <RealMarkdown {...props} />
    </Suspense>
  );
}
