import type { ComponentProps } from 'react';
import Markdown, { defaultUrlTransform, type ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import { TEXT_LINK } from './ui/link-styles';

// An operator's Markdown, rendered safely (docs/product.md#site): no raw HTML at all (skipHtml drops a <script> or
// an <img onerror> tag; no rehype-raw), no images, and only http(s), mailto and site-relative links.

const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;

/** A link's target, or undefined when it is not one a visitor may follow (javascript:, data:, //elsewhere). */
export function safeHref(url: string): string | undefined {
  const cleaned = defaultUrlTransform(url.trim());
  return cleaned && SAFE_LINK.test(cleaned) ? cleaned : undefined;
}

function MarkdownLink({ href, children }: ComponentProps<'a'> & ExtraProps) {
  if (!href) return <span>{children}</span>;
  if (href.startsWith('/'))
    return (
      <Link to={href} className={TEXT_LINK}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={TEXT_LINK} rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

/** react-markdown hands each component its syntax-tree `node`: kept off the DOM, where it would print as an attribute. */
function domProps<Props extends ExtraProps>({ node: _node, ...rest }: Props): Omit<Props, 'node'> {
  return rest;
}

const COMPONENTS = {
  a: MarkdownLink,
  h1: (props: ComponentProps<'h2'> & ExtraProps) => (
    <h2 className="mt-10 text-2xl font-bold text-slate-50" {...domProps(props)} />
  ),
  h2: (props: ComponentProps<'h2'> & ExtraProps) => (
    <h2 className="mt-10 text-2xl font-bold text-slate-50" {...domProps(props)} />
  ),
  h3: (props: ComponentProps<'h3'> & ExtraProps) => (
    <h3 className="mt-8 text-xl font-semibold text-slate-50" {...domProps(props)} />
  ),
  p: (props: ComponentProps<'p'> & ExtraProps) => (
    <p className="mt-3 leading-relaxed text-slate-300" {...domProps(props)} />
  ),
  ul: (props: ComponentProps<'ul'> & ExtraProps) => (
    <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-300 marker:text-teal-400" {...domProps(props)} />
  ),
  ol: (props: ComponentProps<'ol'> & ExtraProps) => (
    <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-slate-300 marker:text-teal-400" {...domProps(props)} />
  ),
  blockquote: (props: ComponentProps<'blockquote'> & ExtraProps) => (
    <blockquote className="mt-3 border-l-4 border-teal-400/60 pl-4 text-slate-300 italic" {...domProps(props)} />
  ),
  code: (props: ComponentProps<'code'> & ExtraProps) => (
    <code className="rounded bg-slate-800 px-1 text-slate-100" {...domProps(props)} />
  ),
  pre: (props: ComponentProps<'pre'> & ExtraProps) => (
    <pre className="mt-3 overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100" {...domProps(props)} />
  ),
  strong: (props: ComponentProps<'strong'> & ExtraProps) => (
    <strong className="font-semibold text-slate-100" {...domProps(props)} />
  ),
  hr: () => <hr className="mt-8 border-slate-800" />,
};

/** Markdown as the site's prose; loaded on its own chunk, only when an edited page or the console's preview shows. */
export function MarkdownBody({ markdown }: { markdown: string }) {
  return (
    <div className="[&>:first-child]:mt-0">
      <Markdown
        skipHtml
        disallowedElements={['img']}
        unwrapDisallowed
        urlTransform={(url) => safeHref(url) ?? ''}
        components={COMPONENTS}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
