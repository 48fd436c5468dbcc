// Geometry of the deviation bar chart for the width of its box. Wide: the figure's name left of
// its bar (wrapped, never cut) and the deviation with its direction in words right of the plot.
// Narrow (a phone): name and deviation above the bar, the plot over the whole width. Every row is
// as high as the longest name needs, so the height is known before the chart draws (the page
// reserves it while the chart's code loads).
import { deviationTicks, type DeviationKind } from '../../../../domain/deviation.ts';

/** One bar: the figure, its name, its deviation in percent and the direction. */
export interface DeviationBar {
  id: string;
  label: string;
  percent: number;
  kind: DeviationKind;
}

/** Below this box width the names go above the bars. */
export const NARROW_CHART_WIDTH = 560;
/** Font size of the names and values in the chart, and one text line's height. */
export const CHART_FONT_SIZE = 12;
export const LINE_HEIGHT = 15;
/** A wide average glyph of the UI font at 12 px, so an estimated line never overflows. */
const CHAR_WIDTH = 7;
const BAR_HEIGHT = 16;
const ROW_GAP = 10;
const NAME_COLUMN = 220;
const VALUE_COLUMN = 190;
const AXIS_SPACE = 48;
/** Narrow: the plot's inset from the box (half an axis label). */
export const EDGE = 22;

/** Words greedily into lines of at most `max` characters; a longer word is split. */
export function wrapText(text: string, max: number): string[] {
  const limit = Math.max(4, Math.floor(max));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > limit) {
      if (line) lines.push(line);
      lines.push(rest.slice(0, limit));
      line = '';
      rest = rest.slice(limit);
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= limit) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export interface ChartLayout {
  narrow: boolean;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  /** The band scale's padding: the share of a row that is not bar. */
  padding: number;
  /** Per bar (in the order given), its name's lines. */
  lines: string[][];
}

export function chartLayout(labels: readonly string[], width: number): ChartLayout {
  const narrow = width < NARROW_CHART_WIDTH;
  const n = Math.max(1, labels.length);
  if (narrow) {
    // Room at both sides for the outermost axis labels ('−20 %'); the names start at the box's edge.
    const margin = { top: 0, right: EDGE, bottom: AXIS_SPACE, left: EDGE };
    const lines = labels.map((l) => wrapText(l, (width - 4) / CHAR_WIDTH));
    // The name's lines, then the deviation's line, then the bar.
    const textSpace = (Math.max(1, ...lines.map((l) => l.length)) + 1) * LINE_HEIGHT + ROW_GAP;
    const step = textSpace + BAR_HEIGHT;
    // d3's band scale with equal inner and outer padding p: n·step + p·step in all.
    const padding = textSpace / step;
    return { narrow, margin, padding, lines, height: margin.top + margin.bottom + n * step + textSpace };
  }
  const margin = { top: 4, right: VALUE_COLUMN, bottom: AXIS_SPACE, left: NAME_COLUMN };
  const lines = labels.map((l) => wrapText(l, (NAME_COLUMN - 12) / CHAR_WIDTH));
  const step = Math.max(BAR_HEIGHT + 2 * ROW_GAP, Math.max(1, ...lines.map((l) => l.length)) * LINE_HEIGHT + ROW_GAP);
  const padding = (step - BAR_HEIGHT) / step;
  return { narrow, margin, padding, lines, height: margin.top + margin.bottom + n * step + (step - BAR_HEIGHT) };
}

/** Axis ticks that fit: on a narrow chart every other one (zero always stays). */
export function chartTicks(axis: number, narrow: boolean): number[] {
  const ticks = deviationTicks(axis);
  if (!narrow || ticks.length <= 5) return ticks;
  const zero = ticks.indexOf(0);
  return ticks.filter((_, i) => (i - zero) % 2 === 0);
}
