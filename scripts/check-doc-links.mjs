// Code cites the product's rules by their place in docs/ ("docs/product.md#withdrawals"): a citation is only worth
// something while the place exists, so every one is checked against the headings of the file it names.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMainScript, REPO_ROOT, reportProblems } from './check-report.mjs';
import { sourceFiles } from './source-files.mjs';

const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const CITATION = /docs\/[\w./-]+\.md#[\w-]+/g;

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown) {
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]));
  }
  return anchors;
}

/** Every citation under `root` whose file or heading does not exist, one message each. */
export function checkDocLinks(root) {
  const documents = new Map();
  const broken = [];
  for (const file of ROOTS.flatMap((dir) => sourceFiles(root, dir))) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const [citation] of text.matchAll(CITATION)) {
        const [document, anchor] = citation.split('#');
        if (!documents.has(document)) {
          const full = path.join(root, document);
          documents.set(document, existsSync(full) ? anchorsOf(readFileSync(full, 'utf8')) : null);
        }
        const anchors = documents.get(document);
        if (!anchors) broken.push(`${file}:${index + 1} cites ${citation}, but ${document} does not exist`);
        else if (!anchors.has(anchor))
          broken.push(`${file}:${index + 1} cites ${citation}, a heading ${document} lacks`);
      }
    });
  }
  return broken;
}

if (isMainScript(import.meta.url)) {
  reportProblems(
    checkDocLinks(REPO_ROOT),
    (count) => `${count} citation(s) of docs/ lead nowhere (scripts/check-doc-links.mjs).`,
  );
}
