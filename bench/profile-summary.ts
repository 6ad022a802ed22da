// Cuts a CPU profile of the server, taken over a benchmark run, into the run's measured windows and prints where each
// one's CPU went: by package or source file, and by function. How to take one: bench/profiles/README.md.
//
//   npx tsx bench/profile-summary.ts <server .cpuprofile> <timeline.json> [--top N] [--only substring]

import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface Window {
  label: string;
  startUs: number;
  endUs: number;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [profileFile, timelineFile, ...rest] = process.argv.slice(2);
if (!profileFile || !timelineFile) {
  console.error('usage: tsx bench/profile-summary.ts <server .cpuprofile> <timeline.json> [--top N] [--only text]');
  process.exit(2);
}
const flag = (name: string) => {
  const at = rest.indexOf(name);
  return at >= 0 ? rest[at + 1] : undefined;
};
const top = Number(flag('--top') ?? 12);
const only = flag('--only');

const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as Profile;
const windows = (JSON.parse(readFileSync(timelineFile, 'utf8')) as Window[]).filter(
  (window) => !only || window.label.includes(only),
);
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

// The bundle's positions back to the sources, through its source map (the build writes one beside it).
const maps = new Map<string, SourceMap | null>();
function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    let map: SourceMap | null = null;
    try {
      const file = fileURLToPath(url);
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      // no map: the frame is named by the file it ran from
    }
    maps.set(url, map);
  }
  return maps.get(url) ?? null;
}

const where = new Map<number, { frame: string; area: string }>();
function placeOf(node: ProfileNode): { frame: string; area: string } {
  const known = where.get(node.id);
  if (known) return known;
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  let file = url;
  let line = lineNumber + 1;
  // Only the server's own bundle is mapped: a library's frames are named by the file that ran.
  const map = url.startsWith('file:') && !url.includes('/node_modules/') ? sourceMapOf(url) : null;
  const entry = map?.findEntry(lineNumber, columnNumber);
  if (entry && 'originalSource' in entry && entry.originalSource) {
    file = path.resolve(path.dirname(fileURLToPath(url)), entry.originalSource);
    line = entry.originalLine + 1;
  } else if (url.startsWith('file:')) {
    file = fileURLToPath(url);
  }
  const relative = path.isAbsolute(file) ? path.relative(repoRoot, file) : file;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(relative)?.[1];
  const area = !file ? functionName || '(native)' : pkg ? pkg : file.startsWith('node:') ? 'node internals' : relative;
  const place = {
    frame:
      `${functionName || '(anonymous)'} ${file ? `${relative.replace(/^.*node_modules\//, '')}:${line}` : ''}`.trim(),
    area,
  };
  where.set(node.id, place);
  return place;
}

const isOwn = (area: string) => area.startsWith('apps/') || area.startsWith('packages/');
/** The nearest frame of the project's own code on the sample's stack: who asked for the work a library did. */
function ownCaller(node: ProfileNode): string {
  for (let at: ProfileNode | undefined = node; at; at = nodes.get(parents.get(at.id) ?? -1)) {
    const place = placeOf(at);
    if (isOwn(place.area)) return place.frame;
  }
  return `(no project frame) ${placeOf(node).area}`;
}

// Each sample's time, on the clock the timeline was written in.
const times: number[] = [];
let clock = profile.startTime;
for (const delta of profile.timeDeltas) {
  clock += delta;
  times.push(clock);
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
const table = (title: string, counts: Map<string, number>, whole: number) => {
  const lines = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [`  ${title}`, ...lines.map(([name, count]) => `    ${percent(count, whole).padStart(6)}  ${name}`)].join(
    '\n',
  );
};

for (const window of windows) {
  const byFrame = new Map<string, number>();
  const byArea = new Map<string, number>();
  const byOwn = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    const at = times[index] ?? 0;
    if (at < window.startUs || at > window.endUs) return;
    const node = nodes.get(id);
    if (!node) return;
    if (node.callFrame.functionName === '(idle)') {
      idle += 1;
      return;
    }
    busy += 1;
    const { frame, area } = placeOf(node);
    byFrame.set(frame, (byFrame.get(frame) ?? 0) + 1);
    byArea.set(area, (byArea.get(area) ?? 0) + 1);
    const own = ownCaller(node);
    byOwn.set(own, (byOwn.get(own) ?? 0) + 1);
  });
  if (busy + idle === 0) continue;
  console.log(`## ${window.label}`);
  console.log(`  busy ${percent(busy, busy + idle)} of ${busy + idle} samples; shares below are of the busy ones`);
  console.log(table('by package or file (self time)', byArea, busy));
  console.log(table('by function (self time)', byFrame, busy));
  console.log(table('by the nearest project function on the stack (its own time and what it called)', byOwn, busy));
  console.log('');
}
