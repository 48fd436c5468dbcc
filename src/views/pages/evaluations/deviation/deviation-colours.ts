// The colour of each deviation direction, shared by the chart's bars and the page's legend.
import type { DeviationKind } from '../../../../domain/deviation.ts';

export const DEVIATION_COLOURS: Record<DeviationKind, string> = { within: '#7d8a82', better: '#1d5b3a', worse: '#9f1c1c', above: '#0b57d0', below: '#6a3fa0' };
