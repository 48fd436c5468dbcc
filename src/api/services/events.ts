// In-process domain events of the API: what one part stores, others react to after the commit
// (the benchmark engine updates its index when reports are stored; controlling detects incidents).
// Listeners run in registration order and are awaited, so the request that stored the reports
// answers only once every listener is done (the engine is current before the upload's 201).

/** What listeners did with an upload, for its answer (controlling counts the incidents it raised). */
export interface UploadReceipt {
  incidents: number;
}

/** The events and their payloads. */
export interface ApiEventMap {
  /** New or replaced reports were committed (upload, seed, tests). */
  'reports.stored': { reportIds: number[]; siteIds: number[]; inspectionDates: string[]; receipt?: UploadReceipt };
}

export type ApiEventName = keyof ApiEventMap;
type Listener<E extends ApiEventName> = (payload: ApiEventMap[E]) => Promise<void> | void;

export class ApiEvents {
  private readonly listeners = new Map<ApiEventName, Listener<ApiEventName>[]>();

  /** Adds a listener; returns a function that removes it again. */
  on<E extends ApiEventName>(event: E, listener: Listener<E>): () => void {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as Listener<ApiEventName>);
    this.listeners.set(event, list);
    return () => {
      const current = this.listeners.get(event) ?? [];
      this.listeners.set(event, current.filter((l) => l !== listener));
    };
  }

  /**
   * Calls every listener, one after the other. A failing listener does not stop the others (the
   * data is committed already); the errors are thrown together at the end so the caller can log them.
   */
  async emit<E extends ApiEventName>(event: E, payload: ApiEventMap[E]): Promise<void> {
    const errors: unknown[] = [];
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        await listener(payload);
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, `${errors.length} Empfänger von ${event} sind gescheitert`);
  }
}
