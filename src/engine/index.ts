// The benchmark engine (the hot path of spec 2): comparisons computed from an in-memory columnar
// index instead of SQL. Pure: imports only src/engine, src/domain and the catalogue's figure list
// (tests/unit/walls.test.ts). The API builds it from the database at start and updates it when
// reports are stored (src/api/services/benchmark); the database stays the source of truth.
export { aggregate, boundaryRank, kthBest, SPREAD_PERCENTS, spreadRank, TOP_SHARE_PERCENT, worstAsLargest, type Aggregation, type AggregationHow } from './aggregate.ts';
export { dayNumber, isoDate, monthOfDate, monthOfDay, monthStart } from './dates.ts';
export { BenchmarkEngine, type EntityResult, type FigureValue, type Freshness, type GroupQuery, type GroupResult } from './engine.ts';
export type { FigureTable } from './figure-table.ts';
export { directionOf, figureInfo, isIntensive, type Direction, type FigureInfo } from './figures.ts';
export { members, withinEntity, type EntityFilter, type MemberFilter } from './membership.ts';
export { INSPECTION_DAYS, MonthWriter, NO_REPORT, PROCESSING, REPORT_IDS, ReportStore, type MonthBlock, type MonthRows, type StoredReport } from './store.ts';
export { buildTopology, type LocationInput, type Topology } from './topology.ts';
export { answerValue } from './precision.ts';
