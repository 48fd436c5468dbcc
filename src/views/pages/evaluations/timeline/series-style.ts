// Colour and dash pattern per timeline series, shared by the chart and its legend (no nivo here, so
// the legend does not pull the chart chunk). Every line differs in dash pattern, not only colour.
export const SERIES_COLOURS = ['#1d5b3a', '#0b57d0', '#9f1c1c', '#7a4b00', '#6a3fa0', '#00727a', '#4b5750'];
export const SERIES_DASHES = ['', '8 4', '2 4', '12 4 2 4', '4 4', '16 6', '1 3'];
export const TIMELINE_LINE_WIDTH = 3;
export const seriesColour = (i: number) => SERIES_COLOURS[i % SERIES_COLOURS.length]!;
export const seriesDash = (i: number) => SERIES_DASHES[i % SERIES_DASHES.length] || undefined;
