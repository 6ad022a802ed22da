import { cleanMarkdownTree, type MarkdownTree, safeHref } from '@app/contract';
import { type Components, toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { type ComponentProps, useMemo } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Link } from 'react-router';
import { TEXT_LINK } from './ui/link-styles';

// An operator's text as the site's prose, from the tree the server built when it was saved
// (docs/decisions/021-markdown-on-save.md): no Markdown is parsed here, so a visitor's page takes time in proportion
// to the text. The server stores the tree cleaned; it is cleaned again here (cleanMarkdownTree, linear) all the same,
// so whatever an answer holds, only the prose elements render, with no attribute but a safe link's target and title.
// A link's target is checked once more where it becomes one.

function TreeLink({ href, title, children }: ComponentProps<'a'>) {
  const target = href ? safeHref(href) : undefined;
  if (!target) return <span>{children}</span>;
  if (target.startsWith('/'))
    return (
      <Link to={target} title={title} className={TEXT_LINK}>
        {children}
      </Link>
    );
  return (
    <a href={target} title={title} className={TEXT_LINK} rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

const COMPONENTS: Partial<Components> = {
  a: TreeLink,
  h1: (props) => <h2 className="mt-10 text-2xl font-bold text-slate-50" {...props} />,
  h2: (props) => <h2 className="mt-10 text-2xl font-bold text-slate-50" {...props} />,
  h3: (props) => <h3 className="mt-8 text-xl font-semibold text-slate-50" {...props} />,
  p: (props) => <p className="mt-3 leading-relaxed text-slate-300" {...props} />,
  ul: (props) => <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-300 marker:text-teal-400" {...props} />,
  ol: (props) => <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-slate-300 marker:text-teal-400" {...props} />,
  blockquote: (props) => (
    <blockquote className="mt-3 border-l-4 border-teal-400/60 pl-4 text-slate-300 italic" {...props} />
  ),
  code: (props) => <code className="rounded bg-slate-800 px-1 text-slate-100" {...props} />,
  pre: (props) => (
    <pre className="mt-3 overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100" {...props} />
  ),
  strong: (props) => <strong className="font-semibold text-slate-100" {...props} />,
  hr: () => <hr className="mt-8 border-slate-800" />,
};

/** A stored text as the site's prose; loaded on its own chunk, only when an edited page or a news post shows. */
export function MarkdownBody({ tree }: { tree: MarkdownTree }) {
  const content = useMemo(
    () => toJsxRuntime(cleanMarkdownTree(tree), { Fragment, jsx, jsxs, components: COMPONENTS }),
    [tree],
  );
  return <div className="[&>:first-child]:mt-0">{content}</div>;
}
